import type { Order } from '@portal/contract/orders';
import { fileUrl } from '../../lib/uploads/file-url.ts';

/** The parts of an order's view the customer's and the provider's share (order-view.ts, provider-order-view.ts). */

type AttachmentView = Order['attachments'][number];
type AttachmentRow = { orderId: number; id: number; kind: AttachmentView['attachmentType']; fileId: string; fileName: string; side: AttachmentView['side'] };

/** An order's attachments as both views show them, from the rows read for a page of orders. */
export const attachmentViews = (rows: AttachmentRow[], orderId: number): AttachmentView[] =>
  rows
    .filter((a) => a.orderId === orderId)
    .map((a) => ({ id: a.id, attachmentType: a.kind, url: fileUrl(a.fileId), fileName: a.fileName, side: a.side }));

const ESTIMATE_AND_PAYMENT = [
  'customerFeesStatus',
  'estimateProblemDesc',
  'estimateIsSparePartNeeded',
  'sparePartDescription',
  'visitFees',
  'estimateServiceFees',
  'estimateSparePartFees',
  'estimateNotes',
  'totalAmountOfCustomer',
  'isSparePartNeeded',
] as const;
type EstimateAndPayment = Pick<Order, (typeof ESTIMATE_AND_PAYMENT)[number]>;

/** The provider's estimate, the customer's decision on it and what the customer paid, as both views name them. */
export function estimateAndPaymentView(o: EstimateAndPayment): EstimateAndPayment {
  return Object.fromEntries(ESTIMATE_AND_PAYMENT.map((k) => [k, o[k]])) as EstimateAndPayment;
}

type PaymentRow = {
  totalAmountOfCustomer: number | null;
  paidAt: Date | null;
  paymentMethod: Order['paymentMethod'];
  paymentReference: string | null;
  cashReceivedAmount: number | null;
  cashMismatchAt: Date | null;
};
type PaymentFacts = Pick<Order, 'paymentMethod' | 'paymentReference' | 'cashMismatch'>;

/**
 * How the customer paid (issue 19.4: a payment recorded before methods existed was cash) and, when the two records
 * differ, both amounts and when that was found (issue 19.3); the same on the customer's and the provider's view.
 */
export function paymentFacts(o: PaymentRow): PaymentFacts {
  const paid = o.totalAmountOfCustomer;
  return {
    paymentMethod: paid === null ? null : (o.paymentMethod ?? 'cash'),
    paymentReference: o.paymentReference,
    cashMismatch:
      o.cashMismatchAt && paid !== null && o.cashReceivedAmount !== null
        ? { at: o.cashMismatchAt.toISOString(), customerAmount: paid, providerAmount: o.cashReceivedAmount }
        : null,
  };
}

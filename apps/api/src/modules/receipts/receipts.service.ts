import { FEE_ORDER_TYPES } from '@portal/contract/orders';
import type { Lang } from '@portal/contract/lang';
import { agreedFees, hasReceipt, type Receipt, type ReceiptQuery } from '@portal/contract/payments';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { receiptsRepository, type ReceiptRow } from './receipts.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pick = (names: { en: string; ar: string; fr: string } | null, lang: Lang) => (names ? names[lang] || names.en : '');

/** The receipt of an order as the contract gives it, in `lang` (names), from its row. */
export function receiptOf(row: ReceiptRow, lang: Lang, now = new Date()): Receipt {
  const o = row.order;
  const proposal = o.type === 'R' && row.proposal?.price != null ? { price: row.proposal.price, sparePartFees: row.proposal.sparePartFees ?? 0 } : null;
  // A direct award's or an express order's guarantee is set when it is done; an RFP carries its approved proposal's.
  const guaranteeUntil =
    o.type === 'R' ? (row.proposal?.isGuarantee && row.proposal.expiryDate ? row.proposal.expiryDate : null) : o.guaranteeUntil;
  const subCategory = pick(row.subCategory, lang);
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    type: o.type,
    status: o.status,
    title: o.type === 'R' && o.title ? o.title : subCategory,
    category: pick(row.category, lang),
    subCategory,
    provider: o.providerId !== null && row.providerName ? { id: o.providerId, name: pick(row.providerName, lang) } : null,
    customer: { name: row.customerName },
    branchName: o.branchName,
    city: o.city,
    area: o.area,
    createdAt: o.createdAt.toISOString(),
    startDate: o.type === 'E' ? null : iso(o.startDate),
    completedAt: o.status === 'DONE' ? o.statusChangedAt.toISOString() : null,
    paidAt: iso(o.paidAt),
    customerFeesStatus: o.customerFeesStatus,
    fees: agreedFees(o, proposal),
    amountPaid: o.totalAmountOfCustomer,
    paymentMethod: o.totalAmountOfCustomer === null ? null : (o.paymentMethod ?? 'cash'),
    paymentReference: o.paymentReference,
    guaranteeUntil: iso(guaranteeUntil),
    currency: 'JOD',
    issuedAt: now.toISOString(),
  };
}

/**
 * Issue 19.3: the customer's receipt of a completed order, as data and as a PDF in their language. Only the
 * order's own customer reads it (another's is not found); an order without a receipt yet is refused (409).
 */
export function receiptsService(ctx: AppContext) {
  const repo = receiptsRepository(ctx.db);

  async function receipt(customerId: number, q: ReceiptQuery, lang: Lang): Promise<Receipt> {
    const row = await repo.customerOrder(customerId, FEE_ORDER_TYPES[q.type], q.serviceId);
    if (!row) throw notFound('orderNotFound');
    if (!hasReceipt(row.order)) throw new AppError(409, 'receiptNotAvailable');
    return receiptOf(row, lang);
  }

  return {
    receipt,
    async pdf(customerId: number, q: ReceiptQuery, lang: Lang): Promise<{ receipt: Receipt; pdf: Buffer }> {
      const r = await receipt(customerId, q, lang);
      return { receipt: r, pdf: await receiptPdf(r, lang) };
    },
    /** The completion mail's attachment, made when the mail leaves; null once the order is gone. */
    async pdfForMail(orderId: number, lang: Lang): Promise<Buffer | null> {
      const row = await repo.order(orderId);
      return row ? receiptPdf(receiptOf(row, lang), lang) : null;
    },
  };
}

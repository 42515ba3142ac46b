import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { providers } from '@portal/db/schema/providers';
import { LIMITS } from '@portal/contract/limits';
import { cancelFeeApplies, customerCanCancel } from '@portal/contract/order-state-machine';
import { amountsDiffer, toFils, type CancelTerms } from '@portal/contract/orders';
import type { OrderRow, Tx } from './order-transitions.ts';

/** JOD has fils: every amount is kept to three decimals, so the dialog's number and the server's compare exactly. */
const fils = (n: number) => toFils(n) / 1000;

/**
 * Spec §4.5 "after approval the customer pays the provider's minimum fee plus purchased materials": the fee due if
 * the customer cancelled now. Before approval (REQD) and inside the grace window of docs/design.md (300 s after the
 * last status change) there is none. Materials are the estimate's parts once the customer accepted them. An order
 * past REQD without a provider (none today) falls back to the operators' flat orderCancelFees.
 */
export async function customerCancelTerms(
  db: Db | Tx,
  order: OrderRow,
  flatFee: number,
  now: Date = new Date(),
): Promise<Omit<CancelTerms, 'serviceId' | 'type' | 'status' | 'currency'>> {
  const canCancel = customerCanCancel(order.type, order.status);
  const reasonRequired = order.status === 'REQD';
  const feeApplies = canCancel && cancelFeeApplies(order.status, order.statusChangedAt, now);
  let minimumRatePerVisit = 0;
  if (order.providerId !== null) {
    const [p] = await db.select({ rate: providers.minimumRatePerVisit }).from(providers).where(eq(providers.accountId, order.providerId));
    minimumRatePerVisit = p?.rate ?? 0;
  }
  const materials = order.customerFeesStatus === 'ACPT' && order.estimateIsSparePartNeeded ? (order.estimateSparePartFees ?? 0) : 0;
  const base = order.providerId !== null ? minimumRatePerVisit : flatFee;
  return {
    canCancel,
    reasonRequired,
    feeApplies,
    fee: feeApplies ? fils(base + materials) : 0,
    minimumRatePerVisit: fils(minimumRatePerVisit),
    materials: fils(materials),
  };
}

/** Whether the fee the customer was shown is the fee due now (to the fils). */
export const sameFee = (seen: number, due: number) => !amountsDiffer(seen, due);

/**
 * Spec §4.5: a provider cancelling less than 5 hours before the agreed time (the appointment: a direct award's
 * date, an express order's creation) owes the 10 JOD fine. No approval flow exists yet, so every such cancel is
 * fined; an operator can waive it by deleting the row (docs/decisions/0016-cancellation-terms.md).
 */
export function providerLateCancel(order: Pick<OrderRow, 'startDate' | 'createdAt'>, now: Date = new Date()): { fineApplies: boolean; fine: number } {
  const appointment = order.startDate ?? order.createdAt;
  const fineApplies = appointment.getTime() - now.getTime() < LIMITS.providerLateCancelHours * 3600_000;
  return { fineApplies, fine: fineApplies ? LIMITS.providerLateCancelFine : 0 };
}

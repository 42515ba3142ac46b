import { proposalTotal } from '@portal/contract/rfps';
import type { Order } from './order-types.ts';

/**
 * What the customer owes, as the page knows it: the accepted estimate (service + parts), the visit fees of a
 * rejected one, or, for an RFP with no estimate, the approved proposal's total. Null when nothing says.
 */
export function amountDue(o: Pick<Order, 'customerFeesStatus' | 'estimateServiceFees' | 'estimateSparePartFees' | 'visitFees' | 'reply'>): number | null {
  if (o.customerFeesStatus === 'ACPT') return round((o.estimateServiceFees ?? 0) + (o.estimateSparePartFees ?? 0));
  if (o.customerFeesStatus === 'REJT') return o.visitFees ?? 0;
  if (o.customerFeesStatus === null && o.reply) return proposalTotal(o.reply);
  return null;
}

/** A rejected estimate means the visit only: no spare parts were used, whatever the estimate said. */
export function partsUsedByDefault(o: Pick<Order, 'customerFeesStatus' | 'isSparePartNeeded' | 'estimateIsSparePartNeeded'>): boolean {
  if (o.customerFeesStatus === 'REJT') return false;
  return o.isSparePartNeeded ?? o.estimateIsSparePartNeeded ?? false;
}

/** How far an amount may stray from what is due before the customer is asked a second time. */
export const FAR_SHARE = 0.2;
export const FAR_JOD = 5;

/**
 * Whether the amount typed differs much from what is due: by more than 20 % of it, or by more than 5 JOD
 * (100 typed where 10 was due; 47 where 47.5 was is not worth a second question).
 */
export function isFarFromDue(amount: number, due: number | null): boolean {
  if (due === null) return false;
  const off = Math.abs(amount - due);
  if (off < 0.0005) return false;
  return off > FAR_JOD || off > due * FAR_SHARE;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

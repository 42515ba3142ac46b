import type { OrderType } from '@portal/contract/codes';
import type { CancelTerms } from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { customerCancelTerms, sameFee } from './cancel-terms.ts';
import { closeOpenOffers } from './order-offers.ts';
import { applyTransition, lockCustomerOrder } from './order-transitions.ts';
import { readOrderLimits } from './validation-data.ts';
import { eq } from 'drizzle-orm';
import { orders } from '@portal/db/schema/orders';

export type CustomerCancelInput = {
  /** The customer's reason (asked before approval; kept for the operators). */
  reason?: string | undefined;
  /** The fee the dialog showed; absent from a client that sends only the spec's id. */
  cancelFee?: number | undefined;
};

/** Spec §4.5: what cancelling one of the customer's orders would cost now (the dialog's GET). */
export async function customerCancelTermsOf(ctx: AppContext, customerId: number, type: OrderType, orderId: number): Promise<CancelTerms> {
  const limits = await readOrderLimits(ctx.db);
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.customerId !== customerId || row.type !== type) throw notFound('orderNotFound');
  const terms = await customerCancelTerms(ctx.db, row, limits.orderCancelFees);
  return { serviceId: row.id, type: row.type, status: row.status, currency: 'JOD', ...terms };
}

/**
 * Spec §4.5: the customer cancels (CBC) in requested, accepted or approved states; past REQD after the window the
 * fee is the provider's minimum visit rate plus accepted materials. When the caller says which fee it showed and the
 * fee due now differs, nothing changes (409 cancelFeeChanged with the fee due), so nobody pays a fee they were not
 * shown. Direct, express and RFP orders share it; an express order's open offers lapse with it.
 */
export async function cancelByCustomer(
  ctx: AppContext,
  customerId: number,
  type: OrderType,
  orderId: number,
  input: CustomerCancelInput = {},
): Promise<void> {
  const limits = await readOrderLimits(ctx.db);
  await inTransaction(ctx.db, async (tx, after) => {
    const row = await lockCustomerOrder(tx, customerId, type, orderId);
    const terms = await customerCancelTerms(tx, row, limits.orderCancelFees);
    if (!terms.canCancel) throw new AppError(409, 'orderStatusNotAllowed');
    if (input.cancelFee !== undefined && !sameFee(input.cancelFee, terms.fee)) {
      throw new AppError(409, 'cancelFeeChanged', { fee: terms.fee.toFixed(3) }, undefined, { cancelFee: terms.fee });
    }
    const moved = await applyTransition(ctx, tx, {
      orderId,
      to: 'CBC',
      actor: { role: 'customer', id: customerId },
      extra: { cancelFee: terms.feeApplies ? terms.fee : null, cancelReason: input.reason ?? null },
    });
    if (row.type === 'E') await closeOpenOffers(tx, orderId, 'expired');
    after.push(moved.afterCommit);
  });
}

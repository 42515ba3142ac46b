import type { OrderType } from '@portal/contract/codes';
import { cancelFeeApplies, customerCanCancel } from '@portal/contract/order-state-machine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { closeOpenOffers } from './order-offers.ts';
import { applyTransition, lockCustomerOrder } from './order-transitions.ts';
import { readOrderLimits } from './validation-data.ts';

/**
 * Spec §4.5: the customer cancels (CBC) in requested, accepted or approved states; the fee applies past REQD
 * after the window. Direct, express and RFP orders share it; an express order's open offers lapse with it.
 */
export async function cancelByCustomer(ctx: AppContext, customerId: number, type: OrderType, orderId: number): Promise<void> {
  const limits = await readOrderLimits(ctx.db);
  await inTransaction(ctx.db, async (tx, after) => {
    const row = await lockCustomerOrder(tx, customerId, type, orderId);
    if (!customerCanCancel(row.type, row.status)) throw new AppError(409, 'orderStatusNotAllowed');
    const fee = cancelFeeApplies(row.status, row.statusChangedAt) ? limits.orderCancelFees : null;
    const moved = await applyTransition(ctx, tx, { orderId, to: 'CBC', actor: { role: 'customer', id: customerId }, extra: { cancelFee: fee } });
    if (row.type === 'E') await closeOpenOffers(tx, orderId, 'expired');
    after.push(moved.afterCommit);
  });
}

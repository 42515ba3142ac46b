import { eq } from 'drizzle-orm';
import { orders } from '@portal/db/schema/orders';
import { amountsDiffer } from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { OrderRow, Tx } from './order-transitions.ts';

const nothing: AfterCommit = async () => {};
const jod = (n: number) => n.toFixed(3);

/**
 * Cash that reconciles (issue 19.3). Called by whichever side records its amount (the customer's payment, the
 * provider's cash received), on the order's locked row, after the record and its touchOrder, in the same
 * transaction. Once both amounts are there and differ to the fils, the order is flagged (`cash_mismatch_at`; both
 * amounts are recorded once and stay beside it) and both sides are told: the customer by a notification with its
 * push (even when their own record made the difference: the provider's figure is news to them), the provider by
 * one of its own. Equal amounts flag nothing. Neither the rating nor anything else waits for it: operators settle it.
 */
export async function reconcileCash(ctx: AppContext, tx: Tx, order: OrderRow): Promise<AfterCommit> {
  const paid = order.totalAmountOfCustomer;
  const received = order.cashReceivedAmount;
  if (paid === null || received === null || order.cashMismatchAt !== null || !amountsDiffer(paid, received)) return nothing;
  await tx.update(orders).set({ cashMismatchAt: new Date() }).where(eq(orders.id, order.id));
  const params = { orderNo: order.orderNo, customerAmount: jod(paid), providerAmount: jod(received) };
  const customer = await ctx.notify.create(tx, {
    accountId: order.customerId,
    type: order.type,
    event: 'CASH_MISMATCH',
    serviceId: order.id,
    message: { key: 'notification.cashMismatch.customer', params },
    params,
  });
  const provider =
    order.providerId === null
      ? null
      : await ctx.notify.create(tx, {
          accountId: order.providerId,
          type: order.type,
          event: 'CASH_MISMATCH',
          serviceId: order.id,
          message: { key: 'notification.cashMismatch.provider', params },
          params,
        });
  // The order view's ETag was dropped by the record's touchOrder in this transaction; the flag rides on it.
  return async () => {
    await customer.afterCommit();
    await provider?.afterCommit();
  };
}

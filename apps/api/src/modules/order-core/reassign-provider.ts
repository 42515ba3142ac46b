import { and, eq, notInArray } from 'drizzle-orm';
import { FINAL_STATUSES } from '@portal/contract/order-state-machine';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@portal/contract/notification-routes';
import type { Db } from '@portal/db/client';
import { orderOffers, orders } from '@portal/db/schema/orders';
import type { AppContext } from '../../context.ts';
import { applyTransition, lockOrder, type OrderActorRef, type Tx } from './order-transitions.ts';
import { providerCards } from './provider-cards.ts';
import { touchOrder, type AfterCommit } from './touch-order.ts';

export type ProviderWorkOutcome = {
  reassigned: Array<{ orderId: number; orderNo: string; toProviderId: number }>;
  cancelled: number[];
};

/**
 * A provider leaves the marketplace for a while (suspended) or for good (terminated): each of its open orders goes
 * to another active provider of the same sub-category (the nearest, then the best rated), or is cancelled by the
 * operator (CBA) when there is none; its express offers still waiting are withdrawn. The customer is told either
 * way. Runs in the caller's transaction, after the provider's account has left 'active' (so it is never its own
 * replacement); after-commit work is pushed on `after`.
 */
export async function moveProviderWork(ctx: AppContext, tx: Tx, after: AfterCommit[], providerId: number, actor: OrderActorRef): Promise<ProviderWorkOutcome> {
  const outcome: ProviderWorkOutcome = { reassigned: [], cancelled: [] };
  await tx
    .update(orderOffers)
    .set({ status: 'expired', answeredAt: new Date() })
    .where(and(eq(orderOffers.providerId, providerId), eq(orderOffers.status, 'offered')));
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), notInArray(orders.status, [...FINAL_STATUSES])))
    .orderBy(orders.id);
  for (const { id } of open) {
    const order = await lockOrder(tx, id);
    if (!order || order.providerId !== providerId) continue;
    const db = tx as unknown as Db;
    const [near] = await providerCards(db, order.subCategoryId, { kind: 'nearby', lat: order.latitude, lng: order.longitude, featuredOnly: false }).limit(1);
    const replacement = near ?? (await providerCards(db, order.subCategoryId, { kind: 'anywhere' }).limit(1))[0];
    if (!replacement) {
      const moved = await applyTransition(ctx, tx, { orderId: id, to: 'CBA', actor });
      after.push(moved.afterCommit);
      outcome.cancelled.push(id);
      continue;
    }
    await tx.update(orders).set({ providerId: replacement.id, updatedAt: new Date() }).where(eq(orders.id, id));
    // The view's ETag goes; the customer hears of the new provider on the order's own notification route.
    after.push(await touchOrder(ctx, tx, order, 'quiet'));
    const notified = await ctx.notify.create(tx, {
      accountId: order.customerId,
      type: order.type,
      // A status without an event of its own (REQD, waiting for the provider) leads to the order's usual page.
      event: (NOTIFICATION_EVENTS as readonly string[]).includes(order.status) ? (order.status as NotificationEvent) : 'MESSAGE',
      serviceId: order.id,
      message: { key: 'notification.providerReassigned', params: { orderNo: order.orderNo } },
    });
    after.push(notified.afterCommit);
    outcome.reassigned.push({ orderId: id, orderNo: order.orderNo, toProviderId: replacement.id });
  }
  return outcome;
}

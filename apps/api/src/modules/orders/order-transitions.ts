import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { orders, orderStatusHistory } from '@portal/db/schema/orders';
import { rfpReplies } from '@portal/db/schema/rfps';
import type { OrderStatus } from '@portal/contract/codes';
import { canTransition, type OrderActor } from '@portal/contract/order-state-machine';
import type { NotificationEvent } from '@portal/contract/notification-routes';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/** An open transaction: status changes always happen inside the caller's one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderActorRef = { role: OrderActor; id: number | null };

export type TransitionInput = {
  orderId: number;
  to: OrderStatus;
  actor: OrderActorRef;
  /** Columns to set with the status change (cancelFee, providerId, dispatchExpiresAt…). */
  extra?: Partial<Omit<OrderRow, 'id' | 'status' | 'lastOrderStatus' | 'statusChangedAt'>>;
  /** The event the customer is told about; the new status unless a more telling one applies (NO_PROVIDER). */
  event?: NotificationEvent;
};

export type TransitionResult = { order: OrderRow; from: OrderStatus; afterCommit: () => Promise<void> };

/** Locks the order row for the rest of the transaction, so two status changes never interleave. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * THE one place where an order's status changes (customer, provider, operator, dispatch): checks the
 * contract's transition table, records the history row and writes the customer's notification, all in the
 * caller's transaction. The caller runs `afterCommit` once the transaction has committed (push, poll version).
 */
export async function applyTransition(ctx: AppContext, tx: Tx, input: TransitionInput): Promise<TransitionResult> {
  const current = await lockOrder(tx, input.orderId);
  if (!current) throw notFound('orderNotFound');
  const from = current.status;
  if (!canTransition(current.type, from, input.to, input.actor.role)) throw new AppError(409, 'orderStatusNotAllowed');
  const now = new Date();
  const accepted = input.to === 'ACPT' || input.to === 'APRD';
  const [order] = await tx
    .update(orders)
    .set({
      ...input.extra,
      status: input.to,
      lastOrderStatus: from,
      statusChangedAt: now,
      updatedAt: now,
      // An express order goes straight to APRD: keep the first acceptance time, a direct award's ACPT.
      ...(accepted ? { acceptedAt: sql`coalesce(${orders.acceptedAt}, ${now.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(orders.id, input.orderId))
    .returning();
  await ctx.orderEtags.changed(tx, input.orderId);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: input.orderId, fromStatus: from, toStatus: input.to, actorRole: input.actor.role, actorId: input.actor.id });
  // The customer is not told what they just did; acting on the order reads its news instead.
  if (input.actor.role === 'customer') {
    const read = await ctx.notify.readForOrder(tx, order!.customerId, order!.type, order!.id);
    return { order: order!, from, afterCommit: read.afterCommit };
  }
  // No row of the table leads back to REQD, so every target status is a notification event.
  const notified = await notifyOrder(ctx, tx, order!, input.event ?? (input.to as NotificationEvent));
  return { order: order!, from, afterCommit: notified.afterCommit };
}

/** A customer notification about an order that is not a status change (estimate sent/accepted/rejected, no provider). */
export async function notifyOrder(
  ctx: AppContext,
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'customerId' | 'type' | 'orderNo'>,
  event: NotificationEvent,
) {
  return ctx.notify.create(tx, {
    accountId: order.customerId,
    type: order.type,
    event,
    serviceId: order.id,
    payload: order.type === 'R' ? await approvedReplyPayload(tx, order.id) : {},
    params: { orderNo: order.orderNo },
  });
}

/** Spec §4.3: an RFP's notifications lead to its details with the approved reply, once there is one. */
async function approvedReplyPayload(tx: Tx, rfpId: number): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ id: rfpReplies.id })
    .from(rfpReplies)
    .where(and(eq(rfpReplies.rfpId, rfpId), eq(rfpReplies.isApproved, true)));
  return row ? { replyId: row.id } : {};
}

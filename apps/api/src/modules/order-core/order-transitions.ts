import { eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { orders, orderStatusHistory } from '@portal/db/schema/orders';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { canTransition, type OrderActor } from '@portal/contract/order-state-machine';
import type { NotificationEvent } from '@portal/contract/notification-routes';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enqueueCompletionMail } from './completion-mail.ts';
import { providerTermsRepository } from './provider-terms.repository.ts';
import { touchOrder } from './touch-order.ts';

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

/** Locks one of the customer's orders; another customer's order (or another type) is not found. */
export async function lockCustomerOrder(tx: Tx, customerId: number, type: OrderType, orderId: number): Promise<OrderRow> {
  const row = await lockOrder(tx, orderId);
  if (!row || row.customerId !== customerId || row.type !== type) throw notFound('orderNotFound');
  return row;
}

/**
 * THE one place where an order's status changes (customer, provider, operator, dispatch): checks the
 * contract's transition table, records the history row and signals the change (touchOrder: the view's ETag, the
 * customer's notification), all in the caller's transaction. The caller runs `afterCommit` once the transaction has committed (push, poll version).
 */
export async function applyTransition(ctx: AppContext, tx: Tx, input: TransitionInput): Promise<TransitionResult> {
  const current = await lockOrder(tx, input.orderId);
  if (!current) throw notFound('orderNotFound');
  const from = current.status;
  if (!canTransition(current.type, from, input.to, input.actor.role)) throw new AppError(409, 'orderStatusNotAllowed');
  const now = new Date();
  const accepted = input.to === 'ACPT' || input.to === 'APRD';
  // Spec §1: the provider guarantees a direct award's or an express order's work its guarantee days (at least 7)
  // from completion; the days as they stand when the order is done (issue 15). RFPs carry their reply's guarantee.
  const guaranteeDays =
    input.to === 'DONE' && current.type !== 'R' && current.providerId !== null
      ? await providerTermsRepository(tx).guaranteeDays(current.providerId)
      : null;
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
      ...(guaranteeDays !== null ? { guaranteeUntil: new Date(now.getTime() + guaranteeDays * 86_400_000) } : {}),
    })
    .where(eq(orders.id, input.orderId))
    .returning();
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: input.orderId, fromStatus: from, toStatus: input.to, actorRole: input.actor.role, actorId: input.actor.id });
  // The customer is not told what they just did; acting on the order reads its news instead. No row of the
  // table leads back to REQD, so every other target status is a notification event.
  const news = input.actor.role === 'customer' ? 'customerActed' : (input.event ?? (input.to as NotificationEvent));
  const touched = await touchOrder(ctx, tx, order!, news);
  // Done with the payment already recorded: the completion mail with the receipt (else the payment sends it).
  const mailed = input.to === 'DONE' ? await enqueueCompletionMail(ctx, tx, order!) : null;
  return {
    order: order!,
    from,
    afterCommit: async () => {
      await touched();
      await mailed?.();
    },
  };
}

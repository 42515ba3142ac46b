import { and, eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import type { NotificationEvent } from '@portal/contract/notification-routes';
import { rfpReplies } from '@portal/db/schema/rfps';
import type { AppContext } from '../../context.ts';
import { enqueueOrderNewsMail } from './order-news-mail.ts';
import type { OrderRow, Tx } from './order-transitions.ts';
import { bumpProviderVersions } from './provider-versions.ts';

export type AfterCommit = () => Promise<void>;
export type OrderRef = Pick<OrderRow, 'id' | 'customerId' | 'type' | 'orderNo'>;

/**
 * What the customer hears of a change to their order:
 * - 'quiet': nothing; only their view shows it (the provider's rating of them, the provider's files, the express window);
 * - 'customerActed': their own decision (estimate, payment, rating, cancel) is no news to them, so the order's
 *   notifications are read instead;
 * - an event (ESTIMATE_SENT, a status): a notification, pushed after commit.
 */
export type OrderNews = 'quiet' | 'customerActed' | NotificationEvent;

const nothing: AfterCommit = async () => {};

/**
 * THE order-changed signal for every write that changes what the customer sees of an order (applyTransition calls
 * it for status changes; other writers call it themselves): the order view's remembered ETag is forgotten in every
 * instance (a writer that skipped it would serve a stale 304 for minutes, lib/order-etags.ts), and the customer's
 * notification is written or their order news read, and the poll version of the order's providers moves (issue 18),
 * in the caller's transaction. Returns the after-commit work.
 */
export function touchOrder(ctx: AppContext, tx: Db | Tx, order: Pick<OrderRow, 'id'>, news: 'quiet'): Promise<AfterCommit>;
export function touchOrder(ctx: AppContext, tx: Db | Tx, order: OrderRef, news: OrderNews): Promise<AfterCommit>;
export async function touchOrder(ctx: AppContext, tx: Db | Tx, order: Pick<OrderRow, 'id'> & Partial<OrderRef>, news: OrderNews): Promise<AfterCommit> {
  await ctx.orderEtags.changed(tx, order.id);
  // The provider app's lists change with the order too (issue 18): its providers' poll versions move.
  const providers = await bumpProviderVersions(ctx, tx, order.id);
  const customer = await customerNews(ctx, tx, order, news);
  return async () => {
    await providers();
    await customer();
  };
}

async function customerNews(ctx: AppContext, tx: Db | Tx, order: Pick<OrderRow, 'id'> & Partial<OrderRef>, news: OrderNews): Promise<AfterCommit> {
  if (news === 'quiet') return nothing;
  const ref = order as OrderRef;
  if (news === 'customerActed') return (await ctx.notify.readForOrder(tx, ref.customerId, ref.type, ref.id)).afterCommit;
  const payload = ref.type === 'R' ? await approvedReplyPayload(tx, ref.id) : {};
  const notified = await ctx.notify.create(tx, {
    accountId: ref.customerId,
    type: ref.type,
    event: news,
    serviceId: ref.id,
    payload,
    params: { orderNo: ref.orderNo },
  });
  // Refusals also go by e-mail (spec §1), when the customer keeps order mails on.
  const mailed = await enqueueOrderNewsMail(ctx, tx as Tx, ref, news, payload);
  return async () => {
    await notified.afterCommit();
    await mailed();
  };
}

/** Spec §4.3: an RFP's notifications lead to its details with the approved reply, once there is one. */
async function approvedReplyPayload(tx: Db | Tx, rfpId: number): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ id: rfpReplies.id })
    .from(rfpReplies)
    .where(and(eq(rfpReplies.rfpId, rfpId), eq(rfpReplies.isApproved, true)));
  return row ? { replyId: row.id } : {};
}

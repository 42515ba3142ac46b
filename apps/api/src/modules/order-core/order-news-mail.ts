import { eq } from 'drizzle-orm';
import { accounts, customers } from '@portal/db/schema/accounts';
import { orders } from '@portal/db/schema/orders';
import { isLang, type Lang } from '@portal/contract/lang';
import { notificationTarget, targetHref, type NotificationEvent } from '@portal/contract/notification-routes';
import type { AppContext } from '../../context.ts';
import { t } from '../../lib/i18n.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { OrderRef } from './touch-order.ts';
import type { Tx } from './order-transitions.ts';

/**
 * Spec §1 "the user is told of rejection by the e-mail given at request time": the order events that refuse or end a
 * request the customer did not end themselves (rejected, nobody took it, cancelled by the provider or the platform,
 * an RFP closed without an award). Their own cancellation (CBC) is no news to them.
 */
export const REFUSAL_EVENTS: ReadonlySet<NotificationEvent> = new Set(['REJT', 'NO_PROVIDER', 'CNCL', 'CBA', 'CLSE']);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One mail with the notification's own title and text and the deep link of §4.3, in the customer's language. */
export function orderNewsMail(lang: Lang, to: string, name: string, title: string, body: string, link: string, button?: string): Mail {
  const say = (key: string) => t(lang, key, { name });
  const label = button ?? say('mailOrderNewsButton');
  const paragraphs = [say('mailGreeting'), body];
  const tail = [say('mailOrderNewsPreferences'), say('mailSignature')];
  const text = [...paragraphs, `${label}: ${link}`, ...tail].join('\n\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Tahoma, sans-serif; line-height: 1.5; color: #1f2933;">
${paragraphs.map(p).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>
<p style="font-size: 13px;">${escapeHtml(say('mailLinkFallback'))}<br><a href="${href}" dir="ltr">${href}</a></p>
${tail.map(p).join('\n')}
</body></html>`;
  return { to, subject: title, text, html };
}

const nothing: AfterCommit = async () => {};

/**
 * Enqueues the refusal mail of an order event, in the caller's transaction, when the customer keeps order mails on
 * (notify_email) and the account is active (a suspended account gets its one suspension mail instead of one per
 * order cancelled with it). To the order's contact e-mail, the one given at request time.
 */
export async function enqueueOrderNewsMail(
  ctx: AppContext,
  tx: Tx,
  order: OrderRef,
  event: NotificationEvent,
  payload: Record<string, unknown>,
): Promise<AfterCommit> {
  if (!REFUSAL_EVENTS.has(event)) return nothing;
  const [row] = await tx
    .select({ to: orders.contactEmail, lang: accounts.lang, status: accounts.status, name: customers.name, notifyEmail: customers.notifyEmail })
    .from(orders)
    .innerJoin(customers, eq(customers.accountId, orders.customerId))
    .innerJoin(accounts, eq(accounts.id, orders.customerId))
    .where(eq(orders.id, order.id));
  if (!row || !row.notifyEmail || row.status !== 'active') return nothing;
  const lang: Lang = isLang(row.lang) ? row.lang : 'en';
  const key = `notification.${order.type}.${event}`;
  const params = { orderNo: order.orderNo };
  const target = notificationTarget({ type: order.type, event, serviceId: order.id, payload });
  const link = `${ctx.config.publicUrl}${target ? targetHref(target) : '/my-orders'}`;
  await ctx.mail.enqueue(tx, orderNewsMail(lang, row.to, row.name, t(lang, `${key}.title`, params), t(lang, `${key}.body`, params), link));
  return async () => ctx.mail.kick();
}

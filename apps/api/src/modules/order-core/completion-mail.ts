import { eq } from 'drizzle-orm';
import { accounts, customers } from '@portal/db/schema/accounts';
import { isLang, type Lang } from '@portal/contract/lang';
import type { AppContext } from '../../context.ts';
import { t } from '../../lib/i18n.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import { orderNewsMail } from './order-news-mail.ts';
import type { OrderRow, Tx } from './order-transitions.ts';

const nothing: AfterCommit = async () => {};

/** The receipt's attachment kind, made by modules/receipts when the mail leaves (registered in modules.ts). */
export const RECEIPT_ATTACHMENT = 'receipt';
export const receiptFileName = (orderNo: string) => `receipt-${orderNo}.pdf`;

/** Where the customer's receipt page is (apps/web /receipt). */
export const receiptPath = (o: Pick<OrderRow, 'id' | 'type'>) => `/receipt?serviceId=${o.id}&type=${o.type}`;

/**
 * The completion mail (issue 19.3): once an order is done AND its payment is recorded, whichever comes second (the
 * provider's DONE, or the customer's payment after it), the customer gets one mail with the receipt PDF attached, in
 * their language, at the order's contact e-mail, when they keep order mails on. Both events happen once per order,
 * so the mail goes once. The PDF is made when the mail leaves (the outbox names it), not in this transaction.
 */
export async function enqueueCompletionMail(ctx: AppContext, tx: Tx, order: OrderRow): Promise<AfterCommit> {
  if (order.status !== 'DONE' || order.totalAmountOfCustomer === null) return nothing;
  const [row] = await tx
    .select({ lang: accounts.lang, status: accounts.status, name: customers.name, notifyEmail: customers.notifyEmail })
    .from(customers)
    .innerJoin(accounts, eq(accounts.id, customers.accountId))
    .where(eq(customers.accountId, order.customerId));
  if (!row || !row.notifyEmail || row.status !== 'active') return nothing;
  const lang: Lang = isLang(row.lang) ? row.lang : 'en';
  const params = { orderNo: order.orderNo };
  const mail = orderNewsMail(
    lang,
    order.contactEmail,
    row.name,
    t(lang, 'mailCompletionSubject', params),
    t(lang, 'mailCompletionBody', params),
    `${ctx.config.publicUrl}${receiptPath(order)}`,
    t(lang, 'mailCompletionButton'),
  );
  await ctx.mail.enqueue(tx, {
    ...mail,
    attachments: [
      {
        filename: receiptFileName(order.orderNo),
        contentType: 'application/pdf',
        source: { kind: RECEIPT_ATTACHMENT, orderId: order.id, lang },
      },
    ],
  });
  return async () => ctx.mail.kick();
}

import type { Lang } from '@portal/contract/lang';
import { pickLang } from '@portal/contract/lang';
import { notificationTarget } from '@portal/contract/notification-routes';
import type { NotificationItem, NotificationList, OperatorNotification } from '@portal/contract/notifications';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { notificationsRepository, type NotificationRow, type UnreadByType } from './notifications.repository.ts';

export type Counts = { unreadNotifications: number; unreadByType: UnreadByType; changed: number };

const total = (u: UnreadByType) => u.E + u.T + u.R + u.SN;

function toItem(row: NotificationRow, lang: Lang): NotificationItem {
  const payload = row.payload ?? {};
  return {
    id: row.id,
    notificationId: row.id,
    type: row.type,
    event: row.event,
    serviceId: row.serviceId,
    payload: JSON.stringify(payload),
    title: pickLang({ en: row.titleEn, ar: row.titleAr, fr: row.titleFr }, lang),
    body: pickLang({ en: row.bodyEn, ar: row.bodyAr, fr: row.bodyFr }, lang),
    enBody: row.bodyEn,
    arBody: row.bodyAr,
    frBody: row.bodyFr,
    isRead: row.isRead,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    target: notificationTarget({ type: row.type, event: row.event, serviceId: row.serviceId, payload }),
  };
}

/**
 * The customer's notification list (spec §2.2, §3). Every change bumps the account's version in the same
 * transaction (only when a row really changed), so the 10 s poll can answer 304 from memory.
 */
export function notificationsService(ctx: AppContext) {
  const repo = notificationsRepository(ctx.db);

  /** Runs a change in a transaction; bumps and announces the version when `change` reports changed rows. */
  async function change(accountId: number, fn: (r: ReturnType<typeof notificationsRepository>) => Promise<number>): Promise<Counts> {
    const { changed, version } = await ctx.db.transaction(async (tx) => {
      const n = await fn(notificationsRepository(tx));
      return { changed: n, version: n > 0 ? await ctx.notificationVersions.bump(tx, accountId) : null };
    });
    if (version !== null) ctx.notificationVersions.remember(accountId, version);
    const unreadByType = await repo.unreadByType(accountId);
    return { unreadNotifications: total(unreadByType), unreadByType, changed };
  }

  async function own(r: ReturnType<typeof notificationsRepository>, accountId: number, id: number) {
    const row = await r.lockOwn(accountId, id);
    // Someone else's id answers exactly like a missing one.
    if (!row) throw notFound('notificationNotFound');
    return row;
  }

  return {
    /** Read first, list second: a change in between makes the next poll answer 200 again, never a stale 304. */
    version: (accountId: number) => ctx.notificationVersions.current(accountId),

    async list(accountId: number, limit: number, lang: Lang): Promise<NotificationList> {
      const [rows, unreadByType] = await Promise.all([repo.list(accountId, limit), repo.unreadByType(accountId)]);
      return { list: rows.map((row) => toItem(row, lang)), unreadNotifications: total(unreadByType), unreadByType };
    },

    read: (accountId: number, id: number) =>
      change(accountId, async (r) => {
        const row = await own(r, accountId, id);
        if (row.isRead) return 0;
        await r.markRead(accountId, id);
        return 1;
      }),

    dismiss: (accountId: number, id: number) =>
      change(accountId, async (r) => {
        const row = await own(r, accountId, id);
        if (row.dismissed) return 0;
        await r.dismiss(accountId, id);
        return 1;
      }),

    readAll: (accountId: number) => change(accountId, (r) => r.markAllRead(accountId)),

    readForOrder: (accountId: number, type: 'E' | 'T' | 'R', serviceId: number) => change(accountId, (r) => r.markOrderRead(accountId, type, serviceId)),

    /** An operator's plain message (type SN) to one customer; the push goes out in the background. */
    async sendOperatorMessage(input: OperatorNotification): Promise<{ id: number }> {
      if (!(await repo.isCustomer(input.accountId))) throw notFound('customerNotFound');
      const { id } = await ctx.notify.sendNow({ accountId: input.accountId, type: 'SN', event: 'MESSAGE', serviceId: null, message: { title: input.title, body: input.body } });
      return { id };
    },
  };
}

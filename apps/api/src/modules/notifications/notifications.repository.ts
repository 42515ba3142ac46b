import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { notifications } from '@portal/db/schema/notifications';
import { preparedStatements } from '../../lib/prepared.ts';

/** The database or an open transaction: every query below runs on either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type NotificationRow = typeof notifications.$inferSelect;
export type UnreadByType = { E: number; T: number; R: number; SN: number };

const mine = (accountId: number) => and(eq(notifications.accountId, accountId), isNull(notifications.dismissedAt));

const minePlaceholder = () => and(eq(notifications.accountId, sql.placeholder('accountId')), isNull(notifications.dismissedAt));

/** The list poll's two reads (each 200 answer of the 10 s poll runs both). */
const statements = preparedStatements((db: DbOrTx) => ({
  list: db
    .select()
    .from(notifications)
    .where(minePlaceholder())
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .prepare('notifications_list'),
  unread: db
    .select({ type: notifications.type, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(minePlaceholder(), eq(notifications.isRead, false)))
    .groupBy(notifications.type)
    .prepare('notifications_unread'),
}));

export function notificationsRepository(db: DbOrTx) {
  return {
    /** Newest first; dismissed ones are gone for good. */
    async list(accountId: number, limit: number): Promise<NotificationRow[]> {
      return statements(db).list.execute({ accountId, limit });
    },

    async unreadByType(accountId: number): Promise<UnreadByType> {
      const rows = await statements(db).unread.execute({ accountId });
      const out: UnreadByType = { E: 0, T: 0, R: 0, SN: 0 };
      for (const row of rows) if (row.type in out) out[row.type] = Number(row.count);
      return out;
    },

    /** The caller's own notification, locked for the change; null when it is not theirs (or does not exist). */
    async lockOwn(accountId: number, id: number): Promise<{ isRead: boolean; dismissed: boolean } | null> {
      const rows = await db
        .select({ isRead: notifications.isRead, dismissedAt: notifications.dismissedAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)))
        .for('update');
      const row = rows[0];
      return row ? { isRead: row.isRead, dismissed: row.dismissedAt !== null } : null;
    },

    async markRead(accountId: number, id: number): Promise<void> {
      await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)));
    },

    async dismiss(accountId: number, id: number): Promise<void> {
      await db.update(notifications).set({ dismissedAt: sql`now()` }).where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)));
    },

    async markAllRead(accountId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(mine(accountId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async markOrderRead(accountId: number, type: 'E' | 'T' | 'R', serviceId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(mine(accountId), eq(notifications.type, type), eq(notifications.serviceId, serviceId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async isCustomer(accountId: number): Promise<boolean> {
      const rows = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.role, 'customer'))).limit(1);
      return rows.length > 0;
    },

    /**
     * Spec §1 "users may opt out of marketing": of the given customers (all when omitted), the active ones who did
     * not opt out, ascending. Operator marketing messages go only to these.
     */
    async customersAcceptingMarketing(accountIds?: number[]): Promise<number[]> {
      if (accountIds && accountIds.length === 0) return [];
      const rows = await db
        .select({ id: customers.accountId })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .where(
          and(
            eq(accounts.status, 'active'),
            eq(customers.marketingOptOut, false),
            accountIds ? inArray(customers.accountId, accountIds) : undefined,
          ),
        )
        .orderBy(customers.accountId);
      return rows.map((r) => r.id);
    },
  };
}

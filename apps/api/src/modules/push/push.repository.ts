import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, sessions } from '@portal/db/schema/accounts';
import { pushSubscriptions } from '@portal/db/schema/notifications';

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string; lang: string };
type SubscriptionInput = { accountId: number; sessionId: number; deviceId: string; endpoint: string; p256dh: string; auth: string; lang: string };

/**
 * The subscriptions to push to: none for a suspended or deleted account, and only those whose session is still
 * live (an expired one is never revoked, so its rows stay until the device registers again or signs out).
 * `executor` may be the transaction that writes the notification.
 */
export function liveSubscriptions(executor: Pick<Db, 'select'>, which: SQL) {
  return executor
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, lang: pushSubscriptions.lang })
    .from(pushSubscriptions)
    .innerJoin(accounts, eq(accounts.id, pushSubscriptions.accountId))
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(which, eq(accounts.status, 'active'), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
}

export function pushRepository(db: Db) {
  return {
    /**
     * One subscription per account and device, held by the session that sent it last. An endpoint already held by
     * another account or device moves here (the browser signed in as someone else): its old row goes, in the same
     * transaction. Past `keep` subscriptions the least recently registered go, so an account cannot make the
     * server push to any number of addresses.
     */
    async upsert(input: SubscriptionInput, keep: number): Promise<void> {
      await db.transaction(async (tx) => {
        // One subscriber of an account at a time, so two concurrent ones cannot both stay under the cap and
        // leave one too many. NO KEY UPDATE: sign-ins (sessions rows referencing the account) are not held up.
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for('no key update');
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, input.endpoint), or(ne(pushSubscriptions.accountId, input.accountId), ne(pushSubscriptions.deviceId, input.deviceId))));
        await tx
          .insert(pushSubscriptions)
          .values({ ...input, failures: 0 })
          .onConflictDoUpdate({
            target: [pushSubscriptions.accountId, pushSubscriptions.deviceId],
            set: {
              sessionId: input.sessionId,
              endpoint: input.endpoint,
              p256dh: input.p256dh,
              auth: input.auth,
              lang: input.lang,
              failures: 0,
              registeredAt: sql`now()`,
            },
          });
        await tx.execute(sql`
          DELETE FROM ${pushSubscriptions} WHERE account_id = ${input.accountId} AND id NOT IN (
            SELECT id FROM ${pushSubscriptions} WHERE account_id = ${input.accountId} ORDER BY registered_at DESC, id DESC LIMIT ${keep})`);
      });
    },

    async remove(accountId: number, deviceId: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.deviceId, deviceId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** One subscription to push to (liveSubscriptions' rules), checked again when its job runs. */
    async live(id: number): Promise<StoredSubscription | undefined> {
      return (await liveSubscriptions(db, eq(pushSubscriptions.id, id)))[0];
    },

    async delivered(id: number): Promise<void> {
      await db.update(pushSubscriptions).set({ failures: 0, lastSuccessAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
    },

    async failed(id: number): Promise<void> {
      await db.update(pushSubscriptions).set({ failures: sql`${pushSubscriptions.failures} + 1` }).where(eq(pushSubscriptions.id, id));
    },

    async drop(id: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

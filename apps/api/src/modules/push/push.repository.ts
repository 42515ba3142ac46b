import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { pushSubscriptions } from '@portal/db/schema/notifications';

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string; lang: string };
type SubscriptionInput = { accountId: number; deviceId: string; endpoint: string; p256dh: string; auth: string; lang: string };

export function pushRepository(db: Db) {
  return {
    /**
     * One subscription per account and device. An endpoint already held by another account or device moves
     * here (the browser signed in as someone else): its old row goes, in the same transaction.
     */
    async upsert(input: SubscriptionInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, input.endpoint), or(ne(pushSubscriptions.accountId, input.accountId), ne(pushSubscriptions.deviceId, input.deviceId))));
        await tx
          .insert(pushSubscriptions)
          .values({ ...input, failures: 0 })
          .onConflictDoUpdate({
            target: [pushSubscriptions.accountId, pushSubscriptions.deviceId],
            set: { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, lang: input.lang, failures: 0 },
          });
      });
    },

    async remove(accountId: number, deviceId: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.deviceId, deviceId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** The subscriptions to push to: none for a suspended or deleted account. */
    async forAccount(accountId: number): Promise<StoredSubscription[]> {
      return db
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, lang: pushSubscriptions.lang })
        .from(pushSubscriptions)
        .innerJoin(accounts, eq(accounts.id, pushSubscriptions.accountId))
        .where(and(eq(pushSubscriptions.accountId, accountId), eq(accounts.status, 'active')));
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

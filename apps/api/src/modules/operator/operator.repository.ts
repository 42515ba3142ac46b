import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { EVENTS_CHANNEL } from '@portal/db/notification-version';
import { accounts, sessions } from '@portal/db/schema/accounts';

export function operatorRepository(db: Db) {
  return {
    me: async (id: number) => {
      const rows = await db
        .select({ id: accounts.id, email: accounts.email, name: sql<string>`split_part(${accounts.email}, '@', 1)`, role: sql<'admin' | 'support'>`coalesce(${accounts.operatorRole}, 'support')` })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.role, 'operator')))
        .limit(1);
      return rows[0] ?? null;
    },
    byEmail: async (email: string) => {
      const rows = await db
        .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash, status: accounts.status, lang: accounts.lang })
        .from(accounts)
        .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, 'operator')))
        .limit(1);
      return rows[0] ?? null;
    },
    /**
     * Sets a new password and ends the operator's sessions on every instance (the `a:` event, as a password
     * reset does); null when no operator has this address.
     */
    resetPassword: async (email: string, passwordHash: string): Promise<number | null> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(accounts)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, 'operator')))
          .returning({ id: accounts.id });
        if (!row) return null;
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.accountId, row.id), isNull(sessions.revokedAt)));
        await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`a:${row.id}`})`);
        return row.id;
      }),
    /** Creates the operator unless one with this address exists; true when it was created. */
    createIfMissing: async (email: string, passwordHash: string, operatorRole: 'admin' | 'support' = 'admin') => {
      const rows = await db
        .insert(accounts)
        .values({ email: email.toLowerCase(), role: 'operator', passwordHash, isVerified: true, operatorRole })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      return rows.length > 0;
    },
  };
}

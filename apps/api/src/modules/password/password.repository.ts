import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, accountTokens } from '@portal/db/schema/accounts';

export function passwordRepository(db: Pick<Db, 'select' | 'update'>) {
  return {
    /** The stored hash of an active customer account; null for any other. */
    async activeCustomerHash(accountId: number): Promise<string | null> {
      const rows = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.role, 'customer'), eq(accounts.status, 'active')))
        .limit(1);
      return rows[0]?.passwordHash ?? null;
    },

    async setPassword(accountId: number, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
    },

    /**
     * Uses a provider's invitation token once: the live (unused, unexpired) token of an active provider account is
     * marked used under its row lock. The account's id, or null for a token that is not live.
     */
    async consumeInvitation(tokenHash: string): Promise<number | null> {
      const rows = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, 'invite'),
            isNull(accountTokens.usedAt),
            sql`${accountTokens.expiresAt} > now()`,
            sql`EXISTS (SELECT 1 FROM accounts a WHERE a.id = ${accountTokens.accountId} AND a.role = 'provider' AND a.status = 'active')`,
          ),
        )
        .returning({ accountId: accountTokens.accountId });
      return rows[0]?.accountId ?? null;
    },

    /** The invited provider has a password now: it may sign in (is_verified marks the invitation as taken up). */
    async setProviderPassword(accountId: number, passwordHash: string): Promise<void> {
      await db.update(accounts).set({ passwordHash, isVerified: true, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
    },

    /** A reset link mailed before the change must not set another password after it. */
    async endResetLinks(accountId: number): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, 'reset'), isNull(accountTokens.usedAt)));
    },
  };
}

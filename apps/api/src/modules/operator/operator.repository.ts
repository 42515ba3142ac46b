import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';

export function operatorRepository(db: Db) {
  return {
    byEmail: async (email: string) => {
      const rows = await db
        .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash, status: accounts.status, lang: accounts.lang })
        .from(accounts)
        .where(and(eq(sql`lower(${accounts.email})`, email.toLowerCase()), eq(accounts.role, 'operator')))
        .limit(1);
      return rows[0] ?? null;
    },
    /** Creates the operator unless one with this address exists; true when it was created. */
    createIfMissing: async (email: string, passwordHash: string) => {
      const rows = await db
        .insert(accounts)
        .values({ email: email.toLowerCase(), role: 'operator', passwordHash, isVerified: true })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      return rows.length > 0;
    },
  };
}

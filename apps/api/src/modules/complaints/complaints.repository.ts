import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { providers } from '@portal/db/schema/providers';

type NewComplaint = typeof complaints.$inferInsert;

export function complaintsRepository(db: Db) {
  return {
    /** A provider that has not been deleted: a complaint may well concern a suspended one. */
    providerExists: async (id: number) => {
      const rows = await db
        .select({ id: providers.accountId })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(and(eq(providers.accountId, id), ne(accounts.status, 'deleted')))
        .limit(1);
      return rows.length > 0;
    },

    customerName: async (accountId: number) => {
      const rows = await db.select({ name: customers.name }).from(customers).where(eq(customers.accountId, accountId)).limit(1);
      return rows[0]?.name ?? null;
    },

    insert: async (values: NewComplaint) => {
      const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
      return row!.id;
    },

    ofAccount: (accountId: number) =>
      db
        .select({ complaint: complaints, providerName: providers.name })
        .from(complaints)
        .leftJoin(providers, eq(providers.accountId, complaints.providerId))
        .where(eq(complaints.accountId, accountId))
        .orderBy(desc(complaints.createdAt), desc(complaints.id)),
  };
}

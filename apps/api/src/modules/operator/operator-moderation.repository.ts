import { aliasedTable, and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ComplaintStatus } from '@portal/contract/complaints';
import type { OperatorProvidersQuery, ProviderPatch } from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { orders } from '@portal/db/schema/orders';
import { subCategories } from '@portal/db/schema/reference';
import { providers, providerSubCategories } from '@portal/db/schema/providers';

/** A search term as a LIKE pattern that matches it literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const customerAccounts = aliasedTable(accounts, 'customer_account');

export function operatorModerationRepository(db: Db) {
  function providerFilter(q: OperatorProvidersQuery): SQL | undefined {
    const conditions: Array<SQL | undefined> = [];
    if (q.q) {
      const pattern = contains(q.q);
      conditions.push(
        or(
          ilike(sql`${providers.name}->>'en'`, pattern),
          ilike(sql`${providers.name}->>'ar'`, pattern),
          ilike(sql`${providers.name}->>'fr'`, pattern),
          ilike(accounts.email, pattern),
        ),
      );
    }
    if (q.isGoldenTechnician !== undefined) conditions.push(eq(providers.isGoldenTechnician, q.isGoldenTechnician));
    if (q.isCertified !== undefined) conditions.push(eq(providers.isCertified, q.isCertified));
    if (q.isFeatured !== undefined) conditions.push(eq(providers.isFeatured, q.isFeatured));
    if (q.status) conditions.push(eq(accounts.status, q.status));
    if (q.subCategoryId) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(providerSubCategories)
            .where(
              and(eq(providerSubCategories.providerId, providers.accountId), eq(providerSubCategories.subCategoryId, q.subCategoryId)),
            ),
        ),
      );
    }
    return and(...conditions);
  }

  const providerColumns = {
    id: providers.accountId,
    email: accounts.email,
    status: accounts.status,
    name: providers.name,
    userType: providers.userType,
    isGoldenTechnician: providers.isGoldenTechnician,
    isCertified: providers.isCertified,
    isFeatured: providers.isFeatured,
    rating: providers.rating,
    total: providers.ratingCount,
    ordersCompleted: providers.ordersCompleted,
  };

  return {
    providers: async (q: OperatorProvidersQuery) => {
      const where = providerFilter(q);
      const [list, [total]] = await Promise.all([
        db
          .select(providerColumns)
          .from(providers)
          .innerJoin(accounts, eq(accounts.id, providers.accountId))
          .where(where)
          .orderBy(asc(providers.accountId))
          .offset((q.page - 1) * q.limit)
          .limit(q.limit),
        db.select({ n: count() }).from(providers).innerJoin(accounts, eq(accounts.id, providers.accountId)).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    patchProvider: async (id: number, patch: ProviderPatch) => {
      const [row] = await db.update(providers).set(patch).where(eq(providers.accountId, id)).returning({ id: providers.accountId });
      if (!row) return null;
      const [full] = await db
        .select(providerColumns)
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(eq(providers.accountId, id));
      return full ?? null;
    },

    complaints: async (status: ComplaintStatus | undefined, page: number, limit: number) => {
      const where = status ? eq(complaints.status, status) : undefined;
      const [list, [total]] = await Promise.all([
        db
          .select({
            complaint: complaints,
            email: customerAccounts.email,
            customerName: customers.name,
            providerName: providers.name,
            // The order the complaint is about, so the operator reads it with the report (spec §2.12).
            order: { id: orders.id, type: orders.type, orderNo: orders.orderNo, rfpTitle: orders.title, createdAt: orders.createdAt },
            orderSubCategory: { en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
            assigneeEmail: sql<string | null>`(SELECT a.email FROM accounts a WHERE a.id = ${complaints.assignedOperatorId})`,
          })
          .from(complaints)
          .innerJoin(customerAccounts, eq(customerAccounts.id, complaints.accountId))
          .leftJoin(customers, eq(customers.accountId, complaints.accountId))
          .leftJoin(providers, eq(providers.accountId, complaints.providerId))
          .leftJoin(orders, eq(orders.id, complaints.orderId))
          .leftJoin(subCategories, eq(subCategories.id, orders.subCategoryId))
          .where(where)
          .orderBy(desc(complaints.createdAt), desc(complaints.id))
          .offset((page - 1) * limit)
          .limit(limit),
        db.select({ n: count() }).from(complaints).where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    /** Closes a complaint not closed yet (open or in progress); null when there is none with this id. */
    closeComplaint: async (id: number, operatorNote: string) => {
      const [row] = await db
        .update(complaints)
        .set({ status: 'closed', operatorNote, closedAt: sql`now()` })
        .where(and(eq(complaints.id, id), inArray(complaints.status, ['open', 'in_progress'])))
        .returning({ id: complaints.id });
      return row ?? null;
    },
    complaintExists: async (id: number) =>
      (await db.select({ id: complaints.id }).from(complaints).where(eq(complaints.id, id)).limit(1)).length > 0,
  };
}

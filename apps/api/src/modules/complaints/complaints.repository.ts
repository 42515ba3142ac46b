import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { complaints } from '@portal/db/schema/complaints';
import { orders } from '@portal/db/schema/orders';
import { providers } from '@portal/db/schema/providers';
import { subCategories } from '@portal/db/schema/reference';

type NewComplaint = typeof complaints.$inferInsert;

/** What a complaint shows of an order: number, type, an RFP's title or else the sub-category (all three languages). */
const orderColumns = {
  id: orders.id,
  type: orders.type,
  orderNo: orders.orderNo,
  rfpTitle: orders.title,
  subCategory: { en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
  createdAt: orders.createdAt,
};
export type ComplaintOrderRow = {
  id: number;
  type: 'E' | 'T' | 'R';
  orderNo: string;
  rfpTitle: string | null;
  subCategory: { en: string; ar: string; fr: string };
  createdAt: Date;
};

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

    /** The order only when it is this customer's: another customer's order and a missing one look the same. */
    ownOrder: async (customerId: number, orderId: number): Promise<ComplaintOrderRow | null> => {
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(subCategories, eq(subCategories.id, orders.subCategoryId))
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The customer's newest orders of every type (the orders_customer_idx serves it). */
    ownOrders: (customerId: number, limit: number): Promise<ComplaintOrderRow[]> =>
      db
        .select(orderColumns)
        .from(orders)
        .innerJoin(subCategories, eq(subCategories.id, orders.subCategoryId))
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),

    ordersByIds: (ids: number[]): Promise<ComplaintOrderRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select(orderColumns).from(orders).innerJoin(subCategories, eq(subCategories.id, orders.subCategoryId)).where(inArray(orders.id, ids)),

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

import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderType } from '@portal/contract/codes';
import type { Db } from '@portal/db/client';
import { customers } from '@portal/db/schema/accounts';
import { orders } from '@portal/db/schema/orders';
import { providers } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { rfpReplies } from '@portal/db/schema/rfps';

const approved = alias(rfpReplies, 'approved_reply');

/** What a receipt is made of, read in one query: the order, its names, the customer, the provider, an RFP's approved proposal. */
export function receiptsRepository(db: Db) {
  const base = () =>
    db
      .select({
        order: orders,
        category: { en: categories.en, ar: categories.ar, fr: categories.fr },
        subCategory: { en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
        customerName: customers.name,
        providerName: providers.name,
        proposal: { price: approved.price, sparePartFees: approved.sparePartFees, isGuarantee: approved.isGuarantee, expiryDate: approved.expiryDate },
      })
      .from(orders)
      .innerJoin(categories, eq(categories.id, orders.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, orders.subCategoryId))
      .innerJoin(customers, eq(customers.accountId, orders.customerId))
      .leftJoin(providers, eq(providers.accountId, orders.providerId))
      .leftJoin(approved, and(eq(approved.rfpId, orders.id), eq(approved.isApproved, true)));

  return {
    /** One of the customer's own orders of that type; another customer's is not found. */
    async customerOrder(customerId: number, type: OrderType, id: number) {
      const [row] = await base().where(and(eq(orders.id, id), eq(orders.customerId, customerId), eq(orders.type, type)));
      return row ?? null;
    },
    /** The same by id alone: the completion mail's attachment, made for the order's own customer. */
    async order(id: number) {
      const [row] = await base().where(eq(orders.id, id));
      return row ?? null;
    },
  };
}
export type ReceiptRow = NonNullable<Awaited<ReturnType<ReturnType<typeof receiptsRepository>['order']>>>;

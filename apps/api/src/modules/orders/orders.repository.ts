import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/contract/codes';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { orderRatings, orders } from '@portal/db/schema/orders';
import { providerReviews, providers, providerSubCategories } from '@portal/db/schema/providers';
import { subCategories } from '@portal/db/schema/reference';
import type { Tx } from '../order-core/order-transitions.ts';
import { providerCards } from '../order-core/provider-cards.ts';

export type DbOrTx = Db | Tx;
/**
 * SQL of the customer's direct and express orders: the checks before one is created, its creation and the customer's
 * actions. The reads every order view shares are order-core/order-reads.repository.ts.
 */
export function ordersRepository(db: DbOrTx) {
  return {
    async subCategory(id: number) {
      const [row] = await db
        .select({ id: subCategories.id, categoryId: subCategories.categoryId })
        .from(subCategories)
        .where(eq(subCategories.id, id));
      return row ?? null;
    },

    /** An active provider who serves the sub-category (a direct award's chosen provider). */
    async providerServes(providerId: number, subCategoryId: number): Promise<boolean> {
      const rows = await db
        .select({ id: providers.accountId })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .innerJoin(
          providerSubCategories,
          and(eq(providerSubCategories.providerId, providers.accountId), eq(providerSubCategories.subCategoryId, subCategoryId)),
        )
        .where(and(eq(providers.accountId, providerId), eq(accounts.status, 'active')))
        .limit(1);
      return rows.length > 0;
    },

    /** Express dispatch candidates: featured, active, serving the sub-category, within 20 km (the availability rule). */
    async expressCandidates(subCategoryId: number, lat: number, lng: number): Promise<number[]> {
      const cards = await providerCards(db as Db, subCategoryId, { kind: 'nearby', lat, lng, featuredOnly: true });
      return cards.map((c) => c.id);
    },


    // ---- the customer's actions (inside the caller's transaction, on a locked row) ----

    async setFeesStatus(tx: Tx, orderId: number, status: 'ACPT' | 'REJT') {
      const [row] = await tx
        .update(orders)
        .set({ customerFeesStatus: status, updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    async recordPayment(
      tx: Tx,
      orderId: number,
      p: { amount: number; isSparePartNeeded: boolean | null; method: PaymentMethod; reference: string | null },
    ) {
      const now = new Date();
      const [row] = await tx
        .update(orders)
        .set({
          totalAmountOfCustomer: p.amount,
          isSparePartNeeded: p.isSparePartNeeded,
          paymentMethod: p.method,
          paymentReference: p.reference,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    async hasRating(tx: Tx, orderId: number, rater: 'customer' | 'provider') {
      const rows = await tx
        .select({ one: sql`1` })
        .from(orderRatings)
        .where(and(eq(orderRatings.orderId, orderId), eq(orderRatings.rater, rater)));
      return rows.length > 0;
    },

    /**
     * The customer's rating of the provider: the order's rating row, a review on the provider's profile under
     * the customer's name, and the provider's average and count recomputed from the reviews (as the seed does).
     */
    async rateProvider(tx: Tx, orderId: number, providerId: number, customerName: string, rating: number, description: string) {
      await tx.insert(orderRatings).values({ orderId, rater: 'customer', rating, description });
      await tx.insert(providerReviews).values({ providerId, customerName, rating, comment: description });
      await tx
        .update(providers)
        .set({
          rating: sql`(SELECT round(avg(${providerReviews.rating})::numeric, 1)::real FROM ${providerReviews} WHERE ${providerReviews.providerId} = ${providerId})`,
          ratingCount: sql`(SELECT count(*)::int FROM ${providerReviews} WHERE ${providerReviews.providerId} = ${providerId})`,
        })
        .where(eq(providers.accountId, providerId));
      await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
    },

    async customerName(tx: DbOrTx, accountId: number): Promise<string> {
      const [row] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.accountId, accountId));
      return row?.name ?? '';
    },
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;

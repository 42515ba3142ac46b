import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import type { Db } from '@portal/db/client';
import { accounts, customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { customerBranches, orderAttachments, orderOffers, orderRatings, orders, orderStatusHistory } from '@portal/db/schema/orders';
import { providerReviews, providers, providerSubCategories } from '@portal/db/schema/providers';
import { categories, settings, subCategories } from '@portal/db/schema/reference';
import { preparedStatements } from '../../lib/prepared.ts';
import { providersRepository } from '../providers/providers.repository.ts';
import type { OrderRow, Tx } from './order-transitions.ts';

export type DbOrTx = Db | Tx;
export type NewOrder = typeof orders.$inferInsert;
export type NewStoredFile = {
  id: string;
  storageKey: string;
  mime: string;
  size: number;
  originalName: string;
  kind: 'image' | 'video' | 'document';
};
export type ListFilter = {
  customerId: number;
  type: OrderType;
  statuses: readonly OrderStatus[];
  from?: Date;
  to?: Date;
  sort: 'ASC' | 'DESC';
};

/** An order's files as its views list them (the customer's and the provider's). */
export const orderAttachmentColumns = {
  id: orderAttachments.id,
  orderId: orderAttachments.orderId,
  fileId: orderAttachments.fileId,
  kind: orderAttachments.kind,
  side: orderAttachments.side,
  fileName: files.originalName,
};

const ph = sql.placeholder;
/** `column = ANY($n)`: one statement for any number of ids (an IN list would make one per count). */
const anyOf = (column: AnyColumn, name: string) => sql`${column} = ANY(${ph(name)})`;
/** Optional date bounds of the list filter: null leaves the bound out. */
const createdFrom = sql`(${ph('from')}::timestamptz IS NULL OR ${orders.createdAt} >= ${ph('from')}::timestamptz)`;
const createdTo = sql`(${ph('to')}::timestamptz IS NULL OR ${orders.createdAt} <= ${ph('to')}::timestamptz)`;

/**
 * The reads of the order list and order pages, prepared once (lib/prepared.ts): a list costs six of them,
 * and the tracking pages poll every 10 s.
 */
const statements = preparedStatements((db: DbOrTx) => {
  const list = (name: string, sort: 'ASC' | 'DESC') => {
    const by = sort === 'ASC' ? asc : desc;
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, ph('customerId')), eq(orders.type, ph('type')), anyOf(orders.status, 'statuses'), createdFrom, createdTo))
      .orderBy(by(orders.createdAt), by(orders.id))
      .prepare(name);
  };
  return {
    settings: db.select().from(settings).prepare('orders_settings'),
    listAsc: list('orders_list_asc', 'ASC'),
    listDesc: list('orders_list_desc', 'DESC'),
    customerOrder: db
      .select()
      .from(orders)
      .where(and(eq(orders.id, ph('id')), eq(orders.customerId, ph('customerId')), eq(orders.type, ph('type'))))
      .prepare('orders_customer_order'),
    categoryNames: db
      .select({ id: categories.id, en: categories.en, ar: categories.ar, fr: categories.fr })
      .from(categories)
      .where(anyOf(categories.id, 'ids'))
      .prepare('orders_category_names'),
    subCategoryNames: db
      .select({ id: subCategories.id, en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr })
      .from(subCategories)
      .where(anyOf(subCategories.id, 'ids'))
      .prepare('orders_sub_category_names'),
    providers: db
      .select({
        id: providers.accountId,
        name: providers.name,
        profilePhoto: providers.profilePhoto,
        isGoldenTechnician: providers.isGoldenTechnician,
        isCertified: providers.isCertified,
        rating: providers.rating,
        total: providers.ratingCount,
        dailyRate: providers.dailyRate,
        minimumRatePerVisit: providers.minimumRatePerVisit,
        phoneNo: providers.phoneNo,
        countryCode: providers.countryCode,
        contactEmails: providers.contactEmails,
        accountEmail: accounts.email,
      })
      .from(providers)
      .innerJoin(accounts, eq(accounts.id, providers.accountId))
      .where(anyOf(providers.accountId, 'ids'))
      .prepare('orders_view_providers'),
    attachments: db
      .select(orderAttachmentColumns)
      .from(orderAttachments)
      .innerJoin(files, eq(files.id, orderAttachments.fileId))
      .where(anyOf(orderAttachments.orderId, 'ids'))
      .orderBy(asc(orderAttachments.id))
      .prepare('orders_view_attachments'),
    ratings: db.select().from(orderRatings).where(anyOf(orderRatings.orderId, 'ids')).prepare('orders_view_ratings'),
  };
});

/** SQL of the customer's order calls. Reads take the pool; writes take the caller's transaction. */
export function ordersRepository(db: DbOrTx) {
  const hot = () => statements(db);
  return {
    /** The validation-data record as numbers (spec §3 Settings). */
    async validationData(): Promise<Record<string, number>> {
      const rows = await hot().settings.execute();
      return Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]));
    },

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
      const cards = await providersRepository(db as Db).cards(subCategoryId, { kind: 'nearby', lat, lng, featuredOnly: true });
      return cards.map((c) => c.id);
    },

    /** The customer's own (main) address and contact, from the profile. */
    async customerMain(accountId: number) {
      const [row] = await db
        .select({
          name: customers.name,
          email: accounts.email,
          countryCode: customers.countryCode,
          phoneNo: customers.phoneNo,
          branchName: customers.branchName,
          latitude: customers.latitude,
          longitude: customers.longitude,
          country: customers.country,
          city: customers.city,
          area: customers.area,
        })
        .from(customers)
        .innerJoin(accounts, eq(accounts.id, customers.accountId))
        .where(eq(customers.accountId, accountId));
      return row ?? null;
    },

    savedBranches: (accountId: number) =>
      db
        .select()
        .from(customerBranches)
        .where(and(eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false)))
        .orderBy(asc(customerBranches.id)),

    async savedBranch(accountId: number, id: number) {
      const [row] = await db
        .select()
        .from(customerBranches)
        .where(and(eq(customerBranches.id, id), eq(customerBranches.customerId, accountId), eq(customerBranches.deleted, false)));
      return row ?? null;
    },

    /** Order, files, attachments, optional saved branch, first history row and express offers: one transaction. */
    async createOrder(
      tx: Tx,
      order: Omit<NewOrder, 'orderNo'>,
      numberOf: (id: number) => string,
      stored: NewStoredFile[],
      saveBranch: typeof customerBranches.$inferInsert | null,
      offerTo: number[],
    ): Promise<{ id: number; orderNo: string }> {
      // The number is made from the id, so the row is written under a placeholder first.
      const [row] = await tx
        .insert(orders)
        .values({ ...order, orderNo: `~${crypto.randomUUID().slice(0, 18)}` })
        .returning({ id: orders.id });
      const id = row!.id;
      const orderNo = numberOf(id);
      await tx.update(orders).set({ orderNo }).where(eq(orders.id, id));
      if (stored.length) {
        await tx.insert(files).values(
          stored.map((f) => ({
            id: f.id,
            storageKey: f.storageKey,
            mime: f.mime,
            size: f.size,
            originalName: f.originalName,
            ownerAccountId: order.customerId,
          })),
        );
        await tx
          .insert(orderAttachments)
          .values(stored.map((f) => ({ orderId: id, fileId: f.id, kind: f.kind, side: 'customer' as const })));
      }
      if (saveBranch) await tx.insert(customerBranches).values(saveBranch);
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, fromStatus: null, toStatus: 'REQD', actorRole: 'customer', actorId: order.customerId });
      if (offerTo.length)
        await tx
          .insert(orderOffers)
          .values(offerTo.map((providerId) => ({ orderId: id, providerId })))
          .onConflictDoNothing();
      return { id, orderNo };
    },

    async list(f: ListFilter): Promise<OrderRow[]> {
      if (!f.statuses.length) return [];
      const statement = f.sort === 'ASC' ? hot().listAsc : hot().listDesc;
      return statement.execute({ customerId: f.customerId, type: f.type, statuses: [...f.statuses], from: f.from ?? null, to: f.to ?? null });
    },

    /** One of the customer's orders of a type, or null (another customer's order is "not found"). */
    async customerOrder(customerId: number, type: OrderType, id: number): Promise<OrderRow | null> {
      const [row] = await hot().customerOrder.execute({ id, customerId, type });
      return row ?? null;
    },

    // ---- what an order view needs besides its row (loaded for many orders at once) ----

    names: async (categoryIds: number[], subCategoryIds: number[]) => {
      const [cats, subs] = await Promise.all([
        categoryIds.length ? hot().categoryNames.execute({ ids: categoryIds }) : [],
        subCategoryIds.length ? hot().subCategoryNames.execute({ ids: subCategoryIds }) : [],
      ]);
      return { cats, subs };
    },

    providers: (ids: number[]) => (ids.length ? hot().providers.execute({ ids }) : Promise.resolve([])),

    attachments: (orderIds: number[]) => (orderIds.length ? hot().attachments.execute({ ids: orderIds }) : Promise.resolve([])),

    ratings: (orderIds: number[]) => (orderIds.length ? hot().ratings.execute({ ids: orderIds }) : Promise.resolve([])),

    // ---- the customer's actions (inside the caller's transaction, on a locked row) ----

    async setFeesStatus(tx: Tx, orderId: number, status: 'ACPT' | 'REJT') {
      const [row] = await tx
        .update(orders)
        .set({ customerFeesStatus: status, updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    async recordPayment(tx: Tx, orderId: number, amount: number, isSparePartNeeded: boolean | null) {
      const now = new Date();
      const [row] = await tx
        .update(orders)
        .set({ totalAmountOfCustomer: amount, isSparePartNeeded, paidAt: now, updatedAt: now })
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

    /** Offers still open when the customer cancels an express order lapse with it. */
    closeOffers: (tx: Tx, orderId: number) =>
      tx
        .update(orderOffers)
        .set({ status: 'expired', answeredAt: new Date() })
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'offered'))),
  };
}
export type OrdersRepository = ReturnType<typeof ordersRepository>;

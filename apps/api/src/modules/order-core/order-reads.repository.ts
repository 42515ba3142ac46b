import { and, asc, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import type { Db } from '@portal/db/client';
import { accounts } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderAttachments, orderRatings, orders } from '@portal/db/schema/orders';
import { providers } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { preparedStatements } from '../../lib/prepared.ts';
import type { OrderRow, Tx } from './order-transitions.ts';

export type DbOrTx = Db | Tx;
export type DispatchFacts = {
  orderId: number;
  offeredCount: number;
  distanceKm: number | null;
  convertedTo: { type: 'T' | 'R'; id: number; orderNo: string } | null;
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
        cliqAlias: providers.cliqAlias,
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

/**
 * The reads behind the customer's order list and order pages, and what every order view needs besides its row
 * (names, providers, files, ratings; loaded for many orders at once). Shared by orders and RFPs.
 */
export function orderReadsRepository(db: DbOrTx) {
  const hot = () => statements(db);
  return {
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

    /** The numbers of orders by id (the cancelled orders that re-offers replace). */
    async orderNumbers(orderIds: number[]): Promise<Array<{ id: number; orderNo: string }>> {
      if (!orderIds.length) return [];
      const result = await db.execute<{ id: number; order_no: string }>(
        sql`SELECT id, order_no FROM ${orders} WHERE id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})`,
      );
      return result.rows.map((r) => ({ id: Number(r.id), orderNo: r.order_no }));
    },

    /**
     * What the watched express orders show of their dispatch (issue 19): how many providers were offered each,
     * how far the accepting provider's nearest location is from the work, and the order it was converted into.
     */
    async dispatchFacts(orderIds: number[]): Promise<DispatchFacts[]> {
      if (!orderIds.length) return [];
      const result = await db.execute<{ id: number; offered: number; distance_km: number | null; c_id: number | null; c_type: 'T' | 'R' | null; c_no: string | null }>(sql`
        SELECT o.id,
          (SELECT count(*)::int FROM order_offers f WHERE f.order_id = o.id) AS offered,
          (SELECT min(2 * 6371.0088 * asin(least(1, sqrt(
              power(sin(radians(l.latitude - o.latitude) / 2), 2)
              + cos(radians(o.latitude)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - o.longitude) / 2), 2)))))
            FROM provider_locations l WHERE l.provider_id = o.provider_id) AS distance_km,
          c.id AS c_id, c.type AS c_type, c.order_no AS c_no
        FROM ${orders} o LEFT JOIN ${orders} c ON c.id = o.converted_to_order_id
        WHERE o.id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)}) AND o.type = 'E'`);
      return result.rows.map((r) => ({
        orderId: r.id,
        offeredCount: r.offered,
        distanceKm: r.distance_km === null ? null : Math.round(Number(r.distance_km) * 10) / 10,
        convertedTo: r.c_id !== null && r.c_type && r.c_no ? { type: r.c_type, id: r.c_id, orderNo: r.c_no } : null,
      }));
    },
  };
}
export type OrderReads = ReturnType<typeof orderReadsRepository>;

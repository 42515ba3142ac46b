import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import type { OrderType } from '@portal/contract/codes';
import { accounts, customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { orderAttachments, orderOffers, orderRatings, orders } from '@portal/db/schema/orders';
import { providerFines, providerLocations, providers } from '@portal/db/schema/providers';
import { categories, subCategories } from '@portal/db/schema/reference';
import { orderAttachmentColumns } from '../order-core/order-reads.repository.ts';

/** The pool or an open transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type OfferStatus = (typeof orderOffers.$inferSelect)['status'];
export type OrderRow = typeof orders.$inferSelect;

export type OrderContext = {
  order: OrderRow;
  customerName: string;
  category: { id: number; en: string; ar: string; fr: string };
  subCategory: { id: number; en: string; ar: string; fr: string };
  offerStatus: OfferStatus | null;
  /** From this provider's nearest service location to where the work is (km). */
  distanceKm: number | null;
};

export function providerOrdersRepository(db: Executor) {
  /** Orders with what a provider's view needs, newest first. */
  async function withContext(where: SQL | undefined, providerId: number, limit = 200): Promise<OrderContext[]> {
    const rows = await db
      .select({
        order: orders,
        customerName: customers.name,
        category: { id: categories.id, en: categories.en, ar: categories.ar, fr: categories.fr },
        subCategory: { id: subCategories.id, en: subCategories.en, ar: subCategories.ar, fr: subCategories.fr },
        offerStatus: orderOffers.status,
        distanceKm: sql<number | null>`(SELECT min(2 * 6371.0088 * asin(least(1, sqrt(
            power(sin(radians(${providerLocations.latitude} - ${orders.latitude}) / 2), 2)
            + cos(radians(${orders.latitude})) * cos(radians(${providerLocations.latitude}))
            * power(sin(radians(${providerLocations.longitude} - ${orders.longitude}) / 2), 2)))))
          FROM ${providerLocations} WHERE ${providerLocations.providerId} = ${providerId})`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(orders)
      .innerJoin(customers, eq(customers.accountId, orders.customerId))
      .innerJoin(categories, eq(categories.id, orders.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, orders.subCategoryId))
      .leftJoin(orderOffers, and(eq(orderOffers.orderId, orders.id), eq(orderOffers.providerId, providerId)))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
    return rows;
  }

  return {
    providerLogin: async (email: string) => {
      const rows = await db
        .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash, status: accounts.status, lang: accounts.lang })
        .from(accounts)
        .where(and(sql`lower(${accounts.email}) = ${email.toLowerCase()}`, eq(accounts.role, 'provider')))
        .limit(1);
      return rows[0];
    },

    profile: async (id: number) => {
      const rows = await db
        .select({ email: accounts.email, provider: providers })
        .from(providers)
        .innerJoin(accounts, eq(accounts.id, providers.accountId))
        .where(eq(providers.accountId, id))
        .limit(1);
      return rows[0];
    },

    /** One order as this provider may see it: its own (assigned), or an express order offered to it. */
    visibleOrder: async (orderId: number, type: OrderType, providerId: number) => {
      const [row] = await withContext(
        and(
          eq(orders.id, orderId),
          eq(orders.type, type),
          or(eq(orders.providerId, providerId), sql`${orderOffers.providerId} IS NOT NULL`),
        ),
        providerId,
        1,
      );
      return row;
    },

    /**
     * E: open express offers to me (still requested) and the express orders I took; T and R: orders awarded
     * to me. Open ones first, then the most recent finished ones.
     */
    requests: (providerId: number, type: OrderType) =>
      withContext(
        and(
          eq(orders.type, type),
          // Offers: express dispatch, and a cancelled direct award offered again (spec §4.5).
          or(eq(orders.providerId, providerId), and(eq(orders.status, 'REQD'), eq(orderOffers.status, 'offered'))),
        ),
        providerId,
      ),

    /**
     * R: RFPs receiving proposals before their end date with a task in a sub-category I serve, the ones I
     * replied to, and those awarded to me.
     */
    rfpRequests: (providerId: number) =>
      withContext(
        and(
          eq(orders.type, 'R'),
          or(
            eq(orders.providerId, providerId),
            sql`EXISTS (SELECT 1 FROM rfp_replies r WHERE r.rfp_id = ${orders.id} AND r.provider_id = ${providerId})`,
            and(
              eq(orders.status, 'REQD'),
              sql`${orders.endDate} > now()`,
              sql`EXISTS (SELECT 1 FROM rfp_tasks t JOIN provider_sub_categories s ON s.sub_category_id = t.sub_category_id
                          WHERE t.rfp_id = ${orders.id} AND s.provider_id = ${providerId})`,
            ),
          ),
        ),
        providerId,
      ),

    /** Spec §4.5: the late-cancellation fine, recorded with the cancel. */
    addFine: (providerId: number, orderId: number, amount: number, reason: string) =>
      db.insert(providerFines).values({ providerId, orderId, amount, reason }),

    attachmentsOf: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select(orderAttachmentColumns)
            .from(orderAttachments)
            .innerJoin(files, eq(files.id, orderAttachments.fileId))
            .where(inArray(orderAttachments.orderId, orderIds))
            .orderBy(asc(orderAttachments.id)),

    ratingsOf: (orderIds: number[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : db.select().from(orderRatings).where(inArray(orderRatings.orderId, orderIds)),

    offerOf: async (orderId: number, providerId: number) => {
      const rows = await db
        .select({ status: orderOffers.status })
        .from(orderOffers)
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.providerId, providerId)))
        .limit(1);
      return rows[0]?.status ?? null;
    },

    setOffer: (orderId: number, providerId: number, status: OfferStatus) =>
      db
        .update(orderOffers)
        .set({ status, answeredAt: sql`now()` })
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.providerId, providerId))),

    /** The winner's offer becomes accepted, every other open one lost. */
    settleOffers: (orderId: number, winnerId: number) =>
      db.execute(sql`
        UPDATE ${orderOffers}
        SET status = CASE WHEN provider_id = ${winnerId} THEN 'accepted' ELSE 'lost' END, answered_at = now()
        WHERE order_id = ${orderId} AND (status = 'offered' OR provider_id = ${winnerId})`),

    openOfferCount: async (orderId: number) => {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderOffers)
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'offered')));
      return rows[0]?.n ?? 0;
    },

    /** False when this side already rated the order. */
    insertRating: async (orderId: number, rater: 'customer' | 'provider', rating: number, description: string) => {
      const rows = await db
        .insert(orderRatings)
        .values({ orderId, rater, rating, description })
        .onConflictDoNothing()
        .returning({ orderId: orderRatings.orderId });
      return rows.length > 0;
    },

    setEstimate: (orderId: number, values: Partial<OrderRow>) =>
      db
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(orders.id, orderId)),

    providerAttachmentCounts: async (orderId: number) => {
      const rows = await db
        .select({ kind: orderAttachments.kind, n: sql<number>`count(*)::int` })
        .from(orderAttachments)
        .where(and(eq(orderAttachments.orderId, orderId), eq(orderAttachments.side, 'provider')))
        .groupBy(orderAttachments.kind);
      return Object.fromEntries(rows.map((r) => [r.kind, r.n])) as Partial<Record<'image' | 'video' | 'document', number>>;
    },

    setExpressAvailable: (providerId: number, express: boolean) =>
      db.update(providers).set({ expressAvailable: express }).where(eq(providers.accountId, providerId)),

    /** At most once a minute per provider: the mark the demo bot reads (a provider using the app is left alone). */
    markAppSeen: (providerId: number) =>
      db
        .update(providers)
        .set({ appSeenAt: sql`now()` })
        .where(and(eq(providers.accountId, providerId), sql`(${providers.appSeenAt} IS NULL OR ${providers.appSeenAt} < now() - interval '1 minute')`)),

    /** The provider's record of the cash received; the row as it is now (reconcileCash compares it). */
    setCash: async (orderId: number, amount: number, partsIncluded: boolean) => {
      const [row] = await db
        .update(orders)
        .set({ cashReceivedAmount: amount, cashReceivedIncludesParts: partsIncluded, cashReceivedAt: new Date(), updatedAt: new Date() })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    insertFile: (f: { id: string; storageKey: string; mime: string; size: number; originalName: string; ownerAccountId: number }) =>
      db.insert(files).values(f),
    insertAttachment: (a: { orderId: number; fileId: string; kind: 'image' | 'video' | 'document'; side: 'provider' }) =>
      db.insert(orderAttachments).values(a),
  };
}
export type ProviderOrdersRepository = ReturnType<typeof providerOrdersRepository>;

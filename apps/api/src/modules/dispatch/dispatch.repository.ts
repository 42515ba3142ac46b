import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@portal/contract/limits';
import type { Db } from '@portal/db/client';
import { orderOffers, orders } from '@portal/db/schema/orders';

type Executor = Pick<Db, 'select' | 'update' | 'execute'>;

export function dispatchRepository(db: Executor) {
  return {
    /** Opens the dispatch window of a new express order unless the creator already set it; returns its end. */
    async ensureWindow(orderId: number, seconds: number): Promise<Date | null> {
      const result = await db.execute<{ dispatch_expires_at: Date | string }>(sql`
        UPDATE ${orders} SET dispatch_expires_at = coalesce(dispatch_expires_at, now() + make_interval(secs => ${seconds}))
        WHERE id = ${orderId} AND type = 'E' AND status = 'REQD'
        RETURNING dispatch_expires_at`);
      const at = result.rows[0]?.dispatch_expires_at;
      return at ? new Date(at) : null;
    },

    /**
     * Offers the order to the featured, active providers with express switched on (issue 18) serving its sub-category within 20 km of where the
     * work is (docs/design.md, Orders), unless it was already offered to someone (the creator may have done it).
     */
    async ensureOffers(orderId: number): Promise<number> {
      const result = await db.execute(sql`
        INSERT INTO ${orderOffers} (order_id, provider_id)
        SELECT o.id, p.account_id
        FROM orders o
        JOIN providers p ON p.is_featured AND p.express_available
        JOIN accounts a ON a.id = p.account_id AND a.status = 'active'
        WHERE o.id = ${orderId} AND o.type = 'E' AND o.status = 'REQD'
          AND NOT EXISTS (SELECT 1 FROM order_offers x WHERE x.order_id = o.id)
          AND EXISTS (SELECT 1 FROM provider_sub_categories s WHERE s.provider_id = p.account_id AND s.sub_category_id = o.sub_category_id)
          AND EXISTS (SELECT 1 FROM provider_locations l WHERE l.provider_id = p.account_id
            AND 2 * 6371.0088 * asin(least(1, sqrt(
              power(sin(radians(l.latitude - o.latitude) / 2), 2)
              + cos(radians(o.latitude)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - o.longitude) / 2), 2))))
              <= ${LIMITS.nearbyRadiusKm})
        ON CONFLICT DO NOTHING`);
      return result.rowCount ?? 0;
    },

    /** The providers an express order is open to, with what its new-offer notification says. */
    async openOffers(orderId: number): Promise<Array<{ providerId: number; orderNo: string; area: string }>> {
      const rows = await db
        .select({ providerId: orderOffers.providerId, orderNo: orders.orderNo, area: orders.area })
        .from(orderOffers)
        .innerJoin(orders, eq(orders.id, orderOffers.orderId))
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'offered'), eq(orders.status, 'REQD')));
      return rows;
    },

    /** One express order whose window has passed, locked; others sweeping at the same time skip it. */
    async lockOneExpired(): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        SELECT id FROM ${orders}
        WHERE type = 'E' AND status = 'REQD' AND dispatch_expires_at <= now()
        ORDER BY dispatch_expires_at LIMIT 1
        FOR UPDATE SKIP LOCKED`);
      return result.rows[0]?.id ?? null;
    },

    /** Whether the order is an express order still waiting for a taker after its window (database clock). */
    async isDue(orderId: number): Promise<boolean> {
      const rows = await db
        .select({ due: sql<boolean>`${orders.dispatchExpiresAt} <= now()` })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.type, 'E'), eq(orders.status, 'REQD'), sql`${orders.providerId} IS NULL`));
      return rows[0]?.due === true;
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { orderOffers } from '@portal/db/schema/orders';

/**
 * An express order's offers still open lapse with it: 'expired' when it ends untaken or the customer cancels,
 * 'lost' for the other providers when one accepts.
 */
export const closeOpenOffers = (db: Pick<Db, 'update'>, orderId: number, status: 'expired' | 'lost') =>
  db
    .update(orderOffers)
    .set({ status, answeredAt: sql`now()` })
    .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.status, 'offered')));

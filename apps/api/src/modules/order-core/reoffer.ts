import { sql } from 'drizzle-orm';
import { LIMITS } from '@portal/contract/limits';
import { orderNumber } from '@portal/contract/orders';
import { orderAttachments } from '@portal/db/schema/orders';
import type { AppContext } from '../../context.ts';
import type { AfterCommit } from '../../lib/transaction.ts';
import { insertOrder } from './insert-order.ts';
import type { OrderRow, Tx } from './order-transitions.ts';

/**
 * The active providers serving the order's sub-category from a location within 20 km of where the work is (the
 * "same area" of spec §4.5), other than those excluded (the one who cancelled, those an untaken express order was
 * already offered to). Featured or not: a reassignment is not an express dispatch.
 */
async function otherProviders(tx: Tx, order: OrderRow, exclude: number[]): Promise<number[]> {
  const excluded = exclude.length ? sql`AND p.account_id NOT IN (${sql.join(exclude.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const result = await tx.execute<{ id: number }>(sql`
    SELECT p.account_id AS id
    FROM providers p
    JOIN accounts a ON a.id = p.account_id AND a.status = 'active'
    WHERE EXISTS (SELECT 1 FROM provider_sub_categories s WHERE s.provider_id = p.account_id AND s.sub_category_id = ${order.subCategoryId})
      AND EXISTS (SELECT 1 FROM provider_locations l WHERE l.provider_id = p.account_id
        AND 2 * 6371.0088 * asin(least(1, sqrt(
          power(sin(radians(l.latitude - ${order.latitude}) / 2), 2)
          + cos(radians(${order.latitude})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${order.longitude}) / 2), 2))))
          <= ${LIMITS.nearbyRadiusKm})
      ${excluded}
    ORDER BY p.account_id`);
  return result.rows.map((r) => Number(r.id));
}

/**
 * Spec §1 and §4.5: "a cancelled request is reassigned to another provider on the same terms". A direct award or
 * express order cancelled by its provider, or an express order nobody took, becomes a new order with the same brief,
 * address, contact, appointment and files, offered to the other providers of its sub-category and area (the first to
 * accept takes it, as in express dispatch). The customer is told (REOFFERED on the new order) and may decline by
 * cancelling it, free while it is requested. Once only: an order that is itself a re-offer is not offered again, so
 * nothing loops. Nobody else serving there: nothing happens. Returns the after-commit work, or null.
 */
export async function reofferOrder(ctx: AppContext, tx: Tx, order: OrderRow, exclude: number[]): Promise<AfterCommit | null> {
  if (order.type === 'R' || order.reofferedFrom !== null) return null;
  const offerTo = await otherProviders(tx, order, exclude);
  if (!offerTo.length) return null;
  const now = new Date();
  const {
    id: _id,
    orderNo: oldOrderNo,
    status: _status,
    lastOrderStatus: _last,
    statusChangedAt: _changed,
    providerId: _provider,
    acceptedAt: _accepted,
    cancelFee: _fee,
    cancelReason: _reason,
    ...terms
  } = order;
  const created = await insertOrder(
    tx,
    {
      ...terms,
      // The brief and the terms stay; everything that happened to the cancelled order does not.
      customerFeesStatus: null,
      estimateProblemDesc: null,
      estimateIsSparePartNeeded: null,
      sparePartDescription: null,
      visitFees: null,
      estimateServiceFees: null,
      estimateSparePartFees: null,
      estimateNotes: null,
      estimateSentAt: null,
      totalAmountOfCustomer: null,
      isSparePartNeeded: null,
      paidAt: null,
      providerId: null,
      status: 'REQD',
      statusChangedAt: now,
      reofferedFrom: order.id,
      dispatchExpiresAt: order.type === 'E' ? new Date(now.getTime() + ctx.config.expressDispatchSeconds * 1000) : null,
      createdAt: now,
      updatedAt: now,
    },
    (id) => orderNumber(order.type, id),
    [],
    null,
    offerTo,
  );
  // The customer's files go with the brief (the same stored files, readable through the new order too).
  await tx.execute(sql`
    INSERT INTO ${orderAttachments} (order_id, file_id, kind, side)
    SELECT ${created.id}, file_id, kind, side FROM ${orderAttachments} WHERE order_id = ${order.id} AND side = 'customer'`);
  const notified = await ctx.notify.create(tx, {
    accountId: order.customerId,
    type: order.type,
    event: 'REOFFERED',
    serviceId: created.id,
    params: { orderNo: created.orderNo, oldOrderNo },
  });
  await ctx.orderEtags.changed(tx, order.id);
  return async () => {
    await notified.afterCommit();
    // An express re-offer gets its window's end job like a new express order (offers exist: none are added).
    if (order.type === 'E') await ctx.orderEvents.expressCreated(created.id);
  };
}

/** The providers an order was offered to (an untaken express order's, excluded from its re-offer). */
export async function offeredProviders(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx.execute<{ id: number }>(sql`SELECT provider_id AS id FROM order_offers WHERE order_id = ${orderId}`);
  return rows.rows.map((r) => Number(r.id));
}


import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { accounts } from '@portal/db/schema/accounts';
import { notifications } from '@portal/db/schema/notifications';
import { orderOffers, orders, orderStatusHistory } from '@portal/db/schema/orders';
import type { TestApp } from '../harness.ts';
import { bearer, customerAt, PLACES } from './accounts-test-kit.ts';

/** Helpers of the provider, dispatch, operator-order and bot tests (imported by *.test.ts only). */

export { bearer, customerAt, PLACES };
export const DEMO_PROVIDERS = ['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo', 'provider5@demo.jo'];

let seq = 0;

/** Signs in through the real provider login; returns the account id and its headers. */
export async function providerSession(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/provider/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`provider login failed: ${res.body}`);
  const rows = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, email), eq(accounts.role, 'provider')));
  return { id: rows[0]!.id, headers: bearer(res.json().data.authToken as string) };
}

export type NewOrder = {
  type: OrderType;
  customerId: number;
  providerId?: number | null;
  status?: OrderStatus;
  /** Express: the providers it is offered to. */
  offeredTo?: number[];
  dispatchExpiresAt?: Date | null;
  customerFeesStatus?: 'PEND' | 'ACPT' | 'REJT' | null;
};

/** An order written straight into the database, as the customer side creates them (its API is tested there). */
export async function insertOrder(t: TestApp, o: NewOrder): Promise<number> {
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo: `${o.type}${Date.now().toString(36)}${seq++}`.slice(0, 20),
      type: o.type,
      customerId: o.customerId,
      providerId: o.providerId ?? null,
      categoryId: 1,
      subCategoryId: 1,
      status: o.status ?? 'REQD',
      branchName: 'Main campus',
      latitude: PLACES.khalda.latitude,
      longitude: PLACES.khalda.longitude,
      country: 'Jordan',
      city: 'Amman',
      area: 'Khalda',
      contactName: 'Lina Haddad',
      contactEmail: 'lina@example.jo',
      countryCode: '+962',
      phoneNo: '791112233',
      description: 'The kitchen sink leaks under the cabinet.',
      formattedDescription: '<p>The kitchen sink leaks under the cabinet.</p>',
      startDate: o.type === 'T' ? new Date(Date.now() + 86_400_000) : null,
      dispatchExpiresAt: o.dispatchExpiresAt === undefined ? (o.type === 'E' ? new Date(Date.now() + 300_000) : null) : o.dispatchExpiresAt,
      customerFeesStatus: o.customerFeesStatus ?? null,
    })
    .returning({ id: orders.id });
  const id = row!.id;
  if (o.offeredTo?.length) await t.db.insert(orderOffers).values(o.offeredTo.map((providerId) => ({ orderId: id, providerId })));
  return id;
}

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function offersOf(t: TestApp, id: number) {
  const rows = await t.db
    .select({ providerId: orderOffers.providerId, status: orderOffers.status })
    .from(orderOffers)
    .where(eq(orderOffers.orderId, id));
  return Object.fromEntries(rows.map((r) => [r.providerId, r.status]));
}

/** The customer's notifications of the order (the providers' new-offer notifications are providerEventsOf's). */
export async function eventsOf(t: TestApp, orderId: number) {
  const rows = await t.db
    .select({ event: notifications.event, accountId: notifications.accountId })
    .from(notifications)
    .where(and(eq(notifications.serviceId, orderId), sql`${notifications.accountId} = (SELECT customer_id FROM orders WHERE id = ${orderId})`))
    .orderBy(notifications.id);
  return rows.map((r) => r.event);
}

/** The providers' notifications of the order (issue 18: a new express offer), as account ids. */
export async function providerEventsOf(t: TestApp, orderId: number) {
  const rows = await t.db
    .select({ accountId: notifications.accountId })
    .from(notifications)
    .where(and(eq(notifications.serviceId, orderId), sql`${notifications.accountId} <> (SELECT customer_id FROM orders WHERE id = ${orderId})`))
    .orderBy(notifications.accountId);
  return rows.map((r) => r.accountId);
}

export async function historyOf(t: TestApp, orderId: number) {
  return t.db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      role: orderStatusHistory.actorRole,
      actorId: orderStatusHistory.actorId,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

export async function setOrder(t: TestApp, id: number, values: Partial<typeof orders.$inferInsert>) {
  await t.db.update(orders).set(values).where(eq(orders.id, id));
}

export const post = (t: TestApp, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export const idsIn = (list: Array<{ id: number }>) => list.map((o) => o.id);

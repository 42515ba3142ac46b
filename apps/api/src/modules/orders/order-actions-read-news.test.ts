import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db/schema/notifications';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, PLACES, providerId, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder, move } from '../../../test/kits/order-test-kit.ts';

/**
 * Issue 13 points 7 and 8: what the customer does to an order reads its news in the same transaction (and
 * tells them nothing of it); a done order keeps an end date.
 */
describe('the customer acting on an order reads its news', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof customerAt>>;
  let p2: number;
  let provider2: { id: number; headers: Record<string, string> };

  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...me.headers, lang: 'en' }, payload });
  const news = (orderId: number) =>
    t.db
      .select({ event: notifications.event, isRead: notifications.isRead })
      .from(notifications)
      .where(and(eq(notifications.accountId, me.id), eq(notifications.serviceId, orderId)))
      .orderBy(notifications.id);
  const version = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: { ...me.headers, lang: 'en' } })).headers.etag;
  const provider = { role: 'provider' as const, id: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    me = await customerAt(t, PLACES.khalda);
    p2 = await providerId(t, 'provider2@demo.jo');
    provider2 = await sessionFor(t, 'provider2@demo.jo', 'provider');
    provider.id = provider2.id;
  });
  afterAll(() => t.close());

  it('deciding on the estimate, paying and rating each read what the provider said, and add nothing', async () => {
    const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'OTW', providerId: p2 });
    await move(t, o.id, 'UP', provider);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/provider/orders/T/${o.id}/estimate`,
      headers: { ...provider2.headers, lang: 'en' },
      payload: { estimateProblemDesc: 'Old pipe', estimateIsSparePartNeeded: false, visitFees: 10, estimateServiceFees: 40, estimateSparePartFees: 0 },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await news(o.id)).map((n) => [n.event, n.isRead])).toEqual([
      ['UP', false],
      ['ESTIMATE_SENT', false],
    ]);

    const before = await version();
    const decided = await call('/customer/fees-status/update', { serviceId: o.id, type: 'DA', feesStatus: 'ACPT' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await news(o.id)).map((n) => [n.event, n.isRead])).toEqual([
      ['UP', true],
      ['ESTIMATE_SENT', true],
    ]);
    // The bell's poll sees the change at once.
    expect(await version()).not.toBe(before);

    for (const s of ['FSD', 'WPAY', 'DONE'] as const) await move(t, o.id, s, provider);
    expect((await news(o.id)).filter((n) => !n.isRead).map((n) => n.event)).toEqual(['FSD', 'WPAY', 'DONE']);
    const paid = await call('/customer/sparePart-payment/add', { serviceId: o.id, type: 'DA', totalAmountOfCustomer: 40 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await news(o.id)).every((n) => n.isRead)).toBe(true);

    // Something new from the provider after paying, then the rating reads it too.
    await t.app.ctx.notify.sendNow({ accountId: me.id, type: 'T', event: 'DONE', serviceId: o.id });
    const rated = await call('/v1/service/service-provider/rating/add', { serviceType: 'T', serviceId: o.id, rating: 5 });
    expect(rated.statusCode, rated.body).toBe(200);
    const after = await news(o.id);
    expect(after.every((n) => n.isRead)).toBe(true);
    expect(after.map((n) => n.event)).not.toContain('ESTIMATE_ACCEPTED');
  });

  it("cancelling reads the order's news and writes none of the customer's own", async () => {
    const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'REQD', providerId: p2 });
    await move(t, o.id, 'ACPT', provider);
    const res = await call('/customer/service/talzeem/cancel', { serviceId: o.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await news(o.id)).map((n) => [n.event, n.isRead])).toEqual([['ACPT', true]]);
  });

  it("another order's news stays unread", async () => {
    const mine = await insertOrder(t, { customerId: me.id, type: 'T', status: 'REQD', providerId: p2 });
    const other = await insertOrder(t, { customerId: me.id, type: 'T', status: 'REQD', providerId: p2 });
    await move(t, mine.id, 'ACPT', provider);
    await move(t, other.id, 'ACPT', provider);
    expect((await call('/customer/service/talzeem/cancel', { serviceId: mine.id })).statusCode).toBe(200);
    expect((await news(other.id)).map((n) => n.isRead)).toEqual([false]);
  });

  it('a done order shows when it ended, in the list and in the order itself', async () => {
    const o = await insertOrder(t, { customerId: me.id, type: 'E', status: 'WPAY', providerId: p2 });
    await move(t, o.id, 'DONE', provider);
    const one = await t.app.inject({ method: 'GET', url: `/api/customer/service/express/request/get/${o.id}`, headers: { ...me.headers, lang: 'en' } });
    const endDate = one.json().data.endDate as string | null;
    expect(endDate).not.toBeNull();
    expect(Date.now() - new Date(endDate!).getTime()).toBeLessThan(60_000);
    const list = await t.app.inject({ method: 'GET', url: '/api/customer/service/express/request/get?forActive=false', headers: { ...me.headers, lang: 'en' } });
    expect(list.json().data.recent.find((x: { id: number }) => x.id === o.id).endDate).toBe(endDate);
    // Still under way: no end yet.
    const open = await insertOrder(t, { customerId: me.id, type: 'E', status: 'UP', providerId: p2 });
    const view = await t.app.inject({ method: 'GET', url: `/api/customer/service/express/request/get/${open.id}`, headers: { ...me.headers, lang: 'en' } });
    expect(view.json().data.endDate).toBeNull();
  });
});

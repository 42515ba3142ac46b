import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contract/codes';
import { ACTIVE_STATUSES, RECENT_STATUSES } from '@portal/contract/order-state-machine';
import type { Order, OrderList } from '@portal/contract/orders';
import { notifications } from '@portal/db/schema/notifications';
import { orderOffers, orders } from '@portal/db/schema/orders';
import { providerReviews, providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, PLACES, providerId, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { multipart, orderCounts } from '../../../test/kits/order-http-kit.ts';
import { insertOrder, move, orderRow } from '../../../test/kits/order-test-kit.ts';

type Who = { id: number; headers: Record<string, string> };

describe('reading and acting on orders (customer)', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof customerAt>>;
  let other: Awaited<ReturnType<typeof customerAt>>;
  let p1: number;
  let p2: number;
  let provider1: Who;
  let provider2: Who;

  const call = (method: 'GET' | 'POST', url: string, who: { headers: Record<string, string> }, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.headers, lang },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const directList = (who: Who, query = '') => call('GET', `/v3/service/talzeem/request/active/get${query}`, who);
  const expressList = (who: Who, query = '') => call('GET', `/customer/service/express/request/get${query}`, who);
  const ids = (list: Order[]) => list.map((o) => o.id);

  /** A failing call changes nothing in the order tables. */
  async function refused(
    res: Promise<{ statusCode: number; body: string; json: () => { message: string } }>,
    status: number,
    message?: string,
  ) {
    const before = await orderCounts(t);
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    if (message) expect(r.json().message).toBe(message);
    expect(await orderCounts(t)).toEqual(before);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    me = await customerAt(t, PLACES.khalda);
    other = await customerAt(t, PLACES.khalda);
    p1 = await providerId(t, 'provider1@demo.jo');
    p2 = await providerId(t, 'provider2@demo.jo');
    provider1 = await sessionFor(t, 'provider1@demo.jo', 'provider');
    provider2 = await sessionFor(t, 'provider2@demo.jo', 'provider');
  });
  afterAll(() => t.close());

  describe('lists', () => {
    const made: Record<string, number> = {};
    beforeAll(async () => {
      // One direct award and one express order in every status, a day apart, oldest first.
      let day = 30;
      for (const type of ['T', 'E'] as const) {
        for (const status of ORDER_STATUSES) {
          const at = new Date(Date.UTC(2026, 0, day--, 12));
          const o = await insertOrder(t, {
            customerId: me.id,
            type,
            status,
            providerId: status === 'REQD' ? null : p1,
            extra: { createdAt: at },
          });
          made[`${type}${status}`] = o.id;
        }
      }
      // Someone else's order never shows.
      await insertOrder(t, { customerId: other.id, type: 'T', status: 'REQD' });
    });

    it.each(['T', 'E'] as const)('%s: active and recent hold the §4.2 statuses from the contract, newest first', async (type) => {
      const res = type === 'T' ? await directList(me) : await expressList(me);
      expect(res.statusCode, res.body).toBe(200);
      const { active, recent } = res.json().data as OrderList;
      expect(active.map((o) => o.status).sort()).toEqual([...ACTIVE_STATUSES[type]].sort());
      expect(recent.map((o) => o.status).sort()).toEqual([...RECENT_STATUSES[type]].sort());
      for (const list of [active, recent]) {
        expect(list.every((o) => o.type === type)).toBe(true);
        const times = list.map((o) => Date.parse(o.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    });

    it('forActive picks one list; status, dates and sort filter it', async () => {
      const activeOnly = (await directList(me, '?forActive=true')).json().data as OrderList;
      expect(activeOnly.recent).toEqual([]);
      expect(activeOnly.active).toHaveLength(ACTIVE_STATUSES.T.length);
      const recentOnly = (await directList(me, '?forActive=false')).json().data as OrderList;
      expect(recentOnly.active).toEqual([]);
      expect(recentOnly.recent).toHaveLength(RECENT_STATUSES.T.length);

      const done = (await directList(me, '?status=DONE')).json().data as OrderList;
      expect(done.active).toEqual([]);
      expect(ids(done.recent)).toEqual([made.TDONE]);

      // The first direct awards were made on Jan 30, 29, 28, 27 (REQD, ACPT, APRD, OTW).
      const start = Date.UTC(2026, 0, 27) / 1000;
      const end = Date.UTC(2026, 0, 29, 23, 59, 59) / 1000;
      const window = (await directList(me, `?dateStart=${start}&dateEnd=${end}&dateSort=ASC`)).json().data as OrderList;
      expect(ids(window.active)).toEqual([made.TOTW, made.TAPRD, made.TACPT]);
      expect(window.recent).toEqual([]);

      // Empty values are "not given", as the web may send them.
      const empty = await directList(me, '?dateStart=&dateEnd=&status=&dateSort=&forActive=');
      expect(empty.statusCode, empty.body).toBe(200);
    });

    it('bad filters are translated 400s', async () => {
      expect((await directList(me, '?status=NOPE')).statusCode).toBe(400);
      expect((await directList(me, '?dateSort=UP')).statusCode).toBe(400);
      const res = await call('GET', '/v3/service/talzeem/request/active/get?dateStart=200&dateEnd=100', me, undefined, 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La date de fin ne doit pas précéder la date de début');
    });

    it('another customer sees none of them; a provider token is 403', async () => {
      const theirs = (await directList(other)).json().data as OrderList;
      expect(theirs.active).toHaveLength(1);
      expect(theirs.active[0]!.id).not.toBe(made.TREQD);
      expect((await directList(provider1)).statusCode).toBe(403);
      expect((await expressList(provider1)).statusCode).toBe(403);
    });
  });

  describe('one order', () => {
    it('the direct award object: names in the language, provider contact only while accepted and active', async () => {
      const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'REQD', providerId: p1, subCategoryId: 2 });
      const read = async (lang = 'en') => {
        const res = await call('GET', `/service/talzeem/request/get?serviceId=${o.id}`, me, undefined, lang);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as Order;
      };
      const requested = await read('ar');
      expect(requested).toMatchObject({
        id: o.id,
        orderNo: o.orderNo,
        type: 'T',
        status: 'REQD',
        categoryId: { id: 1, name: 'الصيانة' },
        subCategoryId: { id: 2, name: 'الكهرباء' },
      });
      expect(requested.serviceProviderId).toMatchObject({ id: p1, phoneNo: null, email: null, countryCode: null });
      expect(requested.serviceProviderId!.name).toMatch(/[\u0600-\u06FF]/);
      expect(requested.orderCancelFees).toBe(5);
      expect(requested.cancelFeeApplies).toBe(false);
      await move(t, o.id, 'ACPT', { role: 'provider', id: p1 });
      const accepted = await read();
      expect(accepted.serviceProviderId!.phoneNo).toMatch(/\d{6,}/);
      expect(accepted.serviceProviderId!.email).toContain('@');
      expect(accepted.acceptedAt).not.toBeNull();
      expect(accepted.lastOrderStatus).toBe('REQD');
      const [prov] = await t.db.select().from(providers).where(eq(providers.accountId, p1));
      expect(accepted.rating).toBe(prov!.rating);
      expect(accepted.total).toBe(prov!.ratingCount);
      // Ten minutes later the cancellation fee would apply.
      await t.db
        .update(orders)
        .set({ statusChangedAt: sql`now() - interval '10 minutes'` })
        .where(eq(orders.id, o.id));
      expect((await read()).cancelFeeApplies).toBe(true);
    });

    it('express by path id; another customer, another type or a provider cannot read it', async () => {
      const e = await insertOrder(t, { customerId: me.id, type: 'E' });
      const res = await call('GET', `/customer/service/express/request/get/${e.id}`, me);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: e.id, type: 'E', serviceProviderId: null, rating: 0, total: 0 });
      expect((await call('GET', `/customer/service/express/request/get/${e.id}`, other)).statusCode).toBe(404);
      expect((await call('GET', `/service/talzeem/request/get?serviceId=${e.id}`, me)).statusCode).toBe(404);
      expect((await call('GET', `/customer/service/express/request/get/${e.id}`, provider1)).statusCode).toBe(403);
      const missing = await call('GET', '/service/talzeem/request/get?serviceId=abc', me);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Please give the order number');
    });
  });

  describe('cancel', () => {
    const cancel = (type: 'T' | 'E', id: number, who: Who = me, lang = 'en') =>
      call('POST', type === 'T' ? '/customer/service/talzeem/cancel' : '/customer/service/express/cancel', who, { serviceId: id }, lang);

    it('requested: no fee; the customer is not told of their own cancel, and the history records it', async () => {
      const o = await insertOrder(t, {
        customerId: me.id,
        type: 'T',
        providerId: p1,
        extra: { statusChangedAt: new Date(Date.now() - 3_600_000) },
      });
      const res = await cancel('T', o.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Your order has been cancelled');
      expect(res.json().data).toMatchObject({ status: 'CBC', lastOrderStatus: 'REQD', cancelFee: null, cancelFeeApplies: false });
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.accountId, me.id), eq(notifications.serviceId, o.id)));
      expect(notes).toEqual([]);
    });

    it("approved for more than five minutes: the fee is the provider's minimum visit rate at that moment (issue 15)", async () => {
      await t.db.execute(sql`UPDATE providers SET minimum_rate_per_visit = 7 WHERE account_id = ${p1}`);
      const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'APRD', providerId: p1 });
      await t.db
        .update(orders)
        .set({ statusChangedAt: sql`now() - interval '301 seconds'` })
        .where(eq(orders.id, o.id));
      const res = await cancel('T', o.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'CBC', cancelFee: 7 });
      expect((await orderRow(t, o.id)).cancelFee).toBe(7);
    });

    it('approved just now: no fee', async () => {
      const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'ACPT', providerId: p1 });
      const res = await cancel('T', o.id);
      expect(res.json().data).toMatchObject({ status: 'CBC', cancelFee: null });
    });

    it('express: cancel closes the open offers', async () => {
      const e = await insertOrder(t, { customerId: me.id, type: 'E' });
      await t.db.insert(orderOffers).values([
        { orderId: e.id, providerId: p1 },
        { orderId: e.id, providerId: p2 },
      ]);
      const res = await cancel('E', e.id);
      expect(res.statusCode, res.body).toBe(200);
      const offers = await t.db.select().from(orderOffers).where(eq(orderOffers.orderId, e.id));
      expect(offers.map((x) => x.status)).toEqual(['expired', 'expired']);
    });

    it('not in a cancellable state: 409 translated, nothing changes; others: 404; wrong type: 404', async () => {
      const otw = await insertOrder(t, { customerId: me.id, type: 'T', status: 'OTW', providerId: p1 });
      await refused(cancel('T', otw.id, me, 'ar'), 409, 'لا يمكن تنفيذ هذا الإجراء في حالة الطلب الحالية');
      const mine = await insertOrder(t, { customerId: me.id, type: 'T' });
      await refused(cancel('T', mine.id, other), 404);
      await refused(cancel('E', mine.id), 404);
      await refused(cancel('T', mine.id, provider1), 403);
      await refused(call('POST', '/customer/service/talzeem/cancel', me, {}), 400);
      expect((await orderRow(t, mine.id)).status).toBe('REQD');
    });
  });

  describe('estimate, payment and rating', () => {
    /** A direct award under progress with a pending estimate from provider 2. */
    async function estimated() {
      const o = await insertOrder(t, {
        customerId: me.id,
        type: 'T',
        status: 'UP',
        providerId: p2,
        extra: {
          customerFeesStatus: 'PEND',
          visitFees: 10,
          estimateServiceFees: 40,
          estimateSparePartFees: 25.5,
          estimateIsSparePartNeeded: true,
          estimateProblemDesc: 'Old pipe',
        },
      });
      return o;
    }
    const fees = (id: number, feesStatus: string, who: Who = me, type = 'DA') =>
      call('POST', '/customer/fees-status/update', who, { serviceId: id, type, feesStatus });
    const pay = (id: number, amount: unknown, who: Who = me, type = 'DA', extra: object = {}) =>
      call('POST', '/customer/sparePart-payment/add', who, { serviceId: id, type, totalAmountOfCustomer: amount, ...extra });
    const rate = (id: number, rating: unknown, who: Who = me, serviceType = 'T', description?: string) =>
      call('POST', '/v1/service/service-provider/rating/add', who, {
        serviceType,
        serviceId: id,
        rating,
        ...(description !== undefined ? { description } : {}),
      });

    it('accepting the estimate: once, while pending; no notification of their own decision', async () => {
      const o = await estimated();
      await refused(fees(o.id, 'ACPT', other), 404);
      await refused(fees(o.id, 'ACPT', me, 'E'), 404);
      await refused(fees(o.id, 'MAYBE'), 400, 'Please accept or reject the estimate');
      const res = await fees(o.id, 'ACPT');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('You accepted the fee estimate');
      expect(res.json().data).toMatchObject({
        customerFeesStatus: 'ACPT',
        visitFees: 10,
        estimateServiceFees: 40,
        estimateSparePartFees: 25.5,
        sparePartFees: 25.5,
      });
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.accountId, me.id), eq(notifications.serviceId, o.id)));
      expect(notes).toEqual([]);
      await refused(fees(o.id, 'REJT'), 409, 'No fee estimate is waiting for your decision');
    });

    it('rejecting the estimate tells the customer nothing; no estimate at all is 409', async () => {
      const o = await estimated();
      const res = await fees(o.id, 'REJT');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.customerFeesStatus).toBe('REJT');
      const notes = await t.db.select().from(notifications).where(eq(notifications.serviceId, o.id));
      expect(notes.map((n) => n.event)).toEqual([]);
      const plain = await insertOrder(t, { customerId: me.id, type: 'T', status: 'UP', providerId: p2 });
      await refused(fees(plain.id, 'ACPT'), 409);
    });

    it('payment: only when due, once, with a valid amount', async () => {
      const o = await estimated();
      await refused(pay(o.id, 50), 409, 'The amount paid cannot be recorded for this order now'); // still pending
      await fees(o.id, 'ACPT');
      await refused(pay(o.id, -1), 400);
      await refused(pay(o.id, 100_000.5), 400);
      await refused(pay(o.id, 1.2345), 400, 'The amount must be between 0 and 100,000 with at most three decimals');
      await refused(pay(o.id, ''), 400, 'Please enter the amount paid');
      await refused(pay(o.id, 50, other), 404);
      const res = await pay(o.id, 75.5);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ totalAmountOfCustomer: 75.5, isSparePartNeeded: true });
      await refused(pay(o.id, 80), 409);
      expect((await orderRow(t, o.id)).totalAmountOfCustomer).toBe(75.5);
    });

    it('express payment after the work is done (type E), isSparePartNeeded as given', async () => {
      const e = await insertOrder(t, { customerId: me.id, type: 'E', status: 'DONE', providerId: p2 });
      const res = await pay(e.id, 12, me, 'E', { isSparePartNeeded: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ totalAmountOfCustomer: 12, isSparePartNeeded: false });
    });

    it('rating: after the payment, once; the provider profile shows the review and its average and count', async () => {
      const o = await insertOrder(t, { customerId: me.id, type: 'T', status: 'UP', providerId: p2 });
      await refused(rate(o.id, 4), 409, 'This order cannot be rated now');
      await move(t, o.id, 'FSD', { role: 'provider', id: p2 });
      await refused(rate(o.id, 4), 409); // no payment yet
      expect((await pay(o.id, 30)).statusCode).toBe(200);
      await refused(rate(o.id, 0), 400, 'Please select a rating');
      await refused(rate(o.id, 4.3), 400);
      await refused(rate(o.id, 5.5), 400);
      await refused(rate(o.id, 4, me, 'T', 'x'.repeat(501)), 400, 'The comment must be at most 500 characters');
      await refused(rate(o.id, 4, other), 404);
      await refused(rate(o.id, 4, me, 'E'), 404);

      const [before] = await t.db.select().from(providers).where(eq(providers.accountId, p2));
      const reviewsBefore = await t.db.select().from(providerReviews).where(eq(providerReviews.providerId, p2));
      const res = await rate(o.id, 4.5, me, 'T', '  Quick and tidy  ');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Thank you, your rating has been sent');
      expect(res.json().data.ratingForServiceProvider).toEqual({ rating: 4.5, description: 'Quick and tidy' });

      const [after] = await t.db.select().from(providers).where(eq(providers.accountId, p2));
      const reviews = await t.db.select().from(providerReviews).where(eq(providerReviews.providerId, p2));
      expect(after!.ratingCount).toBe(before!.ratingCount + 1);
      expect(reviews).toHaveLength(reviewsBefore.length + 1);
      const avg = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
      expect(after!.rating).toBeCloseTo(Math.round(avg * 10) / 10, 5);
      expect(reviews.find((r) => r.comment === 'Quick and tidy')).toMatchObject({ customerName: 'Test Customer', rating: 4.5 });
      // The public reviews call shows it first (newest).
      const listed = await call('GET', `/service/service-provider/reviews/get?serviceProviderId=${p2}`, me);
      expect(JSON.stringify(listed.json().data)).toContain('Quick and tidy');

      await refused(rate(o.id, 3), 409);
    });
  });

  describe('GET /api/files/{id}', () => {
    let fileUrl: string;
    let expressFileUrl: string;
    let orderId: number;
    let expressId: number;

    beforeAll(async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f0' } })
        .png()
        .toBuffer();
      const send = async (url: string, fields: Record<string, string>) => {
        const body = multipart({ category: '1', subcategory: '1', branchId: 'main', description: 'See photo', ...fields }, [
          { name: 'dir/photo 1.png', data: png },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api${url}`,
          headers: { ...me.headers, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.id as number;
      };
      orderId = await send('/service/talzeem/request/send', {
        spId: String(p1),
        orderCreateAt: String(Math.floor(Date.now() / 1000) + 3600),
      });
      const read = await call('GET', `/service/talzeem/request/get?serviceId=${orderId}`, me);
      const att = (read.json().data as Order).attachments;
      expect(att).toMatchObject([{ attachmentType: 'image', side: 'customer', fileName: 'photo 1.png' }]);
      fileUrl = att[0]!.url;
      expressId = await send('/service/express/create', {});
      expressFileUrl = ((await call('GET', `/customer/service/express/request/get/${expressId}`, me)).json().data as Order).attachments[0]!
        .url;
    });

    const get = (url: string, who?: Who) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

    it("the order's customer and provider get the bytes, sandboxed", async () => {
      for (const who of [me, provider1]) {
        const res = await get(fileUrl, who);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toContain('sandbox');
        expect(res.headers['content-disposition']).toContain('inline; filename="photo 1.png"');
        expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
    });

    it('anyone else: 404 (another customer, another provider); no session: 401', async () => {
      expect((await get(fileUrl, other)).statusCode).toBe(404);
      expect((await get(fileUrl, provider2)).statusCode).toBe(404);
      expect((await get(fileUrl)).statusCode).toBe(401);
      expect((await get('/api/files/not-a-uuid', me)).statusCode).toBe(400);
      expect((await get('/api/files/00000000-0000-4000-8000-000000000000', me)).statusCode).toBe(404);
    });

    it('an express brief is readable by the providers it is offered to while it waits, not after', async () => {
      expect((await get(expressFileUrl, provider2)).statusCode).toBe(200);
      expect((await get(expressFileUrl, other)).statusCode).toBe(404);
      await t.db
        .update(orderOffers)
        .set({ status: 'declined' })
        .where(and(eq(orderOffers.orderId, expressId), eq(orderOffers.providerId, p2)));
      expect((await get(expressFileUrl, provider2)).statusCode).toBe(404);
    });
  });

  it('every status code is known to the lists', () => {
    const listed = new Set<OrderStatus>([...ACTIVE_STATUSES.T, ...RECENT_STATUSES.T]);
    // CLSE is RFP-only; everything else a direct award can reach is listed.
    expect(ORDER_STATUSES.filter((s) => !listed.has(s))).toEqual(['CLSE']);
  });
});

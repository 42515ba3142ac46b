import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@portal/contract/orders';
import type { Receipt } from '@portal/contract/payments';
import type { ProviderOrder } from '@portal/contract/provider';
import { notifications } from '@portal/db/schema/notifications';
import { providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC, customerAt, operatorHeaders, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder, move, orderRow } from '../../../test/kits/order-test-kit.ts';
import { pdfText } from '../../../test/kits/pdf-text-kit.ts';
import { providerSession } from '../../../test/kits/provider-test-kit.ts';

/**
 * Issue 19 points 3 and 4: the customer's and the provider's cash records reconciled (a mismatch flagged and told
 * to both, the rating never blocked), the payment method and reference, the provider's CliQ alias, and the receipt
 * of a completed order as data, as a PDF and attached to the completion mail.
 */

let t: TestApp;
let me: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;
let pro: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  me = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
  pro = await providerSession(t, 'provider1@demo.jo');
}, 120_000);
afterAll(() => t?.close());

/** A direct award of `me` with provider1, its estimate accepted (30 service + 10 parts), the work waiting for payment. */
const finished = async (status: 'WPAY' | 'DONE' | 'UP' = 'WPAY') =>
  (
    await insertOrder(t, {
      customerId: me.id,
      type: 'T',
      providerId: pro.id,
      status,
      extra: {
        customerFeesStatus: 'ACPT',
        visitFees: 5,
        estimateServiceFees: 30,
        estimateSparePartFees: 10,
        estimateIsSparePartNeeded: true,
        contactEmail: 'receipts@example.jo',
        startDate: new Date('2026-11-20T07:30:00Z'),
      },
    })
  ).id;

const pay = (id: number, body: Record<string, unknown> = {}, headers = me.headers, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/sparePart-payment/add',
    headers: { ...headers, lang },
    payload: { serviceId: id, type: 'DA', totalAmountOfCustomer: 40, ...body },
  });
const cash = (id: number, amount: number) =>
  t.app.inject({ method: 'POST', url: `/api/provider/orders/T/${id}/cash`, headers: pro.headers, payload: { amount, partsIncluded: true } });
const customerView = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/service/talzeem/request/get?serviceId=${id}`, headers: me.headers })).json().data as Order;
const providerView = async (id: number) =>
  ((await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=T', headers: pro.headers })).json().data as ProviderOrder[]).find((o) => o.id === id)!;
const mismatchNews = (id: number) =>
  t.db
    .select({ accountId: notifications.accountId, isRead: notifications.isRead, bodyEn: notifications.bodyEn })
    .from(notifications)
    .where(and(eq(notifications.serviceId, id), eq(notifications.event, 'CASH_MISMATCH')));

describe('cash that reconciles', () => {
  it('flags nothing when both record the same amount, to the fils', async () => {
    const id = await finished();
    expect((await cash(id, 40)).statusCode).toBe(200);
    expect((await pay(id, { totalAmountOfCustomer: '40.000' })).statusCode).toBe(200);
    expect((await orderRow(t, id)).cashMismatchAt).toBeNull();
    expect((await customerView(id)).cashMismatch).toBeNull();
    expect(await mismatchNews(id)).toEqual([]);
  });

  it('flags the order and tells both when the provider records a different amount after the customer', async () => {
    const id = await finished();
    const paid = await pay(id, { paymentMethod: 'cliq', paymentReference: 'TX 991/2' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ paymentMethod: 'cliq', paymentReference: 'TX 991/2', cashMismatch: null });
    expect((await cash(id, 35.5)).statusCode).toBe(200);

    const row = await orderRow(t, id);
    expect(row.cashMismatchAt).toBeInstanceOf(Date);
    expect((await customerView(id)).cashMismatch).toMatchObject({ customerAmount: 40, providerAmount: 35.5 });
    expect((await providerView(id)).cashMismatch).toMatchObject({ customerAmount: 40, providerAmount: 35.5 });
    const news = await mismatchNews(id);
    expect(news.map((n) => n.accountId).sort()).toEqual([me.id, pro.id].sort());
    expect(news.find((n) => n.accountId === me.id)).toMatchObject({ isRead: false });
    expect(news.find((n) => n.accountId === me.id)!.bodyEn).toContain('40.000');
    expect(news.find((n) => n.accountId === me.id)!.bodyEn).toContain('35.500');

    // The rating is not blocked by it.
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/service/service-provider/rating/add',
      headers: me.headers,
      payload: { serviceType: 'T', serviceId: id, rating: 4, description: 'Fine' },
    });
    expect(rated.statusCode, rated.body).toBe(200);
  });

  it('flags it the other way round too, and the customer hears of it though they just acted', async () => {
    const id = await finished();
    expect((await cash(id, 50)).statusCode).toBe(200);
    expect((await orderRow(t, id)).cashMismatchAt).toBeNull();
    const paid = await pay(id, { totalAmountOfCustomer: 45.25 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.cashMismatch).toMatchObject({ customerAmount: 45.25, providerAmount: 50 });
    const news = await mismatchNews(id);
    expect(news).toHaveLength(2);
    expect(news.find((n) => n.accountId === me.id)!.isRead).toBe(false);
  });

  it('does not let either side record again, so the flag and both amounts stay', async () => {
    const id = await finished();
    await pay(id, { totalAmountOfCustomer: 20 });
    await cash(id, 25);
    const flagged = (await orderRow(t, id)).cashMismatchAt;
    expect((await pay(id, { totalAmountOfCustomer: 25 })).statusCode).toBe(409);
    expect((await cash(id, 20)).statusCode).toBe(409);
    const row = await orderRow(t, id);
    expect(row).toMatchObject({ totalAmountOfCustomer: 20, cashReceivedAmount: 25, cashMismatchAt: flagged });
  });
});

describe('operators see the mismatch', () => {
  it('as a dashboard figure, a list filter and on the order page with both records', async () => {
    const ops = await operatorHeaders(t);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ops });
    const before = (await get('/api/operator/dashboard?period=today')).json().data.cashMismatches;
    const flagged = await finished();
    await pay(flagged, { totalAmountOfCustomer: 30 });
    await cash(flagged, 33);
    const agreed = await finished();
    await pay(agreed, { totalAmountOfCustomer: 30 });
    await cash(agreed, 30);

    const after = (await get('/api/operator/dashboard?period=today')).json().data.cashMismatches;
    expect(after).toEqual({ period: before.period + 1, total: before.total + 1 });
    const list = (await get('/api/operator/orders?cashMismatch=true&limit=100')).json().data.list as Array<{ id: number; cashMismatch: boolean }>;
    expect(list.map((o) => o.id)).toContain(flagged);
    expect(list.map((o) => o.id)).not.toContain(agreed);
    expect(list.every((o) => o.cashMismatch)).toBe(true);
    const page = (await get(`/api/operator/orders/${flagged}`)).json().data;
    expect(page.order.cashMismatch).toMatchObject({ customerAmount: 30, providerAmount: 33 });
    expect(page.cashReceived).toMatchObject({ amount: 33, includesParts: true });
    expect(page.notifications.filter((n: { event: string }) => n.event === 'CASH_MISMATCH')).toHaveLength(2);
  });
});

describe('payment method and reference', () => {
  it('records cash when a spec client sends only the spec fields', async () => {
    const id = await finished();
    const res = await pay(id, { isSparePartNeeded: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ totalAmountOfCustomer: 40, paymentMethod: 'cash', paymentReference: null });
  });

  it('refuses an unknown method or a bad reference in the caller’s language, writing nothing', async () => {
    const id = await finished();
    for (const [body, field] of [
      [{ paymentMethod: 'card' }, 'paymentMethod'],
      [{ paymentMethod: 'cliq', paymentReference: 'x'.repeat(36) }, 'paymentReference'],
      [{ paymentReference: '<script>' }, 'paymentReference'],
    ] as const) {
      const res = await pay(id, body, me.headers, 'ar');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: true, status: 400 });
      expect(res.json().message).toMatch(ARABIC);
      expect(Object.keys(res.json().data.errors)).toContain(field);
    }
    expect(await orderRow(t, id)).toMatchObject({ totalAmountOfCustomer: null, paymentMethod: null, paidAt: null });
  });
});

describe('the CliQ alias', () => {
  const profile = async () => (await t.app.inject({ method: 'GET', url: '/api/provider/profile', headers: pro.headers })).json().data;
  const save = async (over: Record<string, unknown>, lang = 'en') => {
    const p = await profile();
    return t.app.inject({
      method: 'PUT',
      url: '/api/provider/profile',
      headers: { ...pro.headers, lang },
      payload: {
        countryCode: p.countryCode,
        phoneNo: p.phoneNo,
        contactEmails: p.contactEmails,
        dailyRate: p.dailyRate,
        minimumRatePerVisit: p.minimumRatePerVisit,
        subCategoryIds: p.subCategoryIds,
        serviceAreas: p.serviceAreas,
        education: p.education,
        ...over,
      },
    });
  };

  it('takes an alias name or a Jordanian mobile, refuses anything else, and keeps it when not sent', async () => {
    const mobile = await save({ cliqAlias: '079 123 4567' });
    expect(mobile.statusCode, mobile.body).toBe(200);
    expect(mobile.json().data.cliqAlias).toBe('00962791234567');
    expect((await save({ cliqAlias: 'khidmat7' })).json().data.cliqAlias).toBe('KHIDMAT7');
    for (const bad of ['toolongalias1', 'ab cd!', '+962 6 123 4567']) {
      const res = await save({ cliqAlias: bad }, 'ar');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().data.errors.cliqAlias).toBeDefined();
      expect(res.json().message).toMatch(ARABIC);
    }
    expect((await save({})).json().data.cliqAlias).toBe('KHIDMAT7');
  });

  it('is what the customer sees of the order’s provider, and empty clears it', async () => {
    await save({ cliqAlias: 'KHIDMAT7' });
    const id = await finished();
    expect((await customerView(id)).serviceProviderId!.cliqAlias).toBe('KHIDMAT7');
    expect((await save({ cliqAlias: '' })).json().data.cliqAlias).toBeNull();
    const [row] = await t.db.select({ alias: providers.cliqAlias }).from(providers).where(eq(providers.accountId, pro.id));
    expect(row!.alias).toBeNull();
  });
});

describe('the receipt', () => {
  const get = (kind: 'get' | 'pdf', id: number, headers = me.headers, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/customer/receipt/${kind}?serviceId=${id}&type=DA`, headers: { ...headers, lang } });

  it('gives a done and paid order’s receipt: fees as agreed, amount, method, reference, guarantee', async () => {
    const id = await finished();
    await pay(id, { totalAmountOfCustomer: 40, paymentMethod: 'cliq', paymentReference: 'TX-77' });
    await move(t, id, 'DONE', { role: 'provider', id: pro.id });
    const res = await get('get', id);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as Receipt;
    expect(r).toMatchObject({
      orderId: id,
      fees: { basis: 'estimateAccepted', visitFees: null, serviceFees: 30, sparePartFees: 10, total: 40 },
      amountPaid: 40,
      paymentMethod: 'cliq',
      paymentReference: 'TX-77',
      currency: 'JOD',
      customer: { name: 'Test Customer' },
    });
    expect(r.provider?.id).toBe(pro.id);
    expect(r.completedAt).not.toBeNull();
    expect(r.guaranteeUntil).not.toBeNull();
    const ar = (await get('get', id, me.headers, 'ar')).json().data as Receipt;
    expect(ar.subCategory).toMatch(ARABIC);
  });

  it('as a PDF in the customer’s language that opens and carries the amounts', async () => {
    const id = await finished();
    await pay(id, { totalAmountOfCustomer: 41.5, paymentMethod: 'cliq', paymentReference: 'REF-5521' });
    await move(t, id, 'DONE', { role: 'provider', id: pro.id });
    const { orderNo } = await orderRow(t, id);
    for (const lang of ['en', 'ar'] as const) {
      const res = await get('pdf', id, me.headers, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${orderNo}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      for (const s of ['41.500', '30.000', '10.000', '40.000', 'REF-5521', orderNo]) expect(text, `${lang}: ${s}`).toContain(s);
      if (lang === 'en') expect(text).toContain('Receipt');
    }
  });

  it('is refused before the order is finished and paid, and another customer finds nothing', async () => {
    const open = await finished('UP');
    const early = await get('get', open, me.headers, 'ar');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(ARABIC);
    const done = await finished('DONE');
    for (const kind of ['get', 'pdf'] as const) {
      expect((await get(kind, done)).statusCode).toBe(200);
      expect((await get(kind, done, other.headers)).statusCode).toBe(404);
    }
  });

  it('is attached to the completion mail once the order is done and paid, whichever comes second', async () => {
    const before = (await t.outbox()).length;
    const paidFirst = await finished();
    await pay(paidFirst);
    expect((await t.outbox()).length).toBe(before);
    await move(t, paidFirst, 'DONE', { role: 'provider', id: pro.id });
    const doneFirst = await finished('DONE');
    await pay(doneFirst, { totalAmountOfCustomer: 39 });
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(2);
    for (const [i, id] of [paidFirst, doneFirst].entries()) {
      const { orderNo } = await orderRow(t, id);
      const raw = mails[i]!.raw;
      expect(raw).toContain('To: receipts@example.jo');
      expect(raw).toMatch(new RegExp(`filename="?receipt-${orderNo}\\.pdf`));
      const pdf = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([\s\S]+?)\r?\n--/.exec(raw);
      expect(pdf, 'the PDF part').not.toBeNull();
      const bytes = Buffer.from(pdf![1]!.replace(/\s/g, ''), 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(bytes)).toContain(i === 0 ? '40.000' : '39.000');
    }
  });
});

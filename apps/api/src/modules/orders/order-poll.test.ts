import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pngBytes } from '../../../test/kits/auth-test-kit.ts';
import { countQueries, eventually } from '../../../test/kits/notifications-test-kit.ts';
import { customerAt, DEMO_PROVIDERS, insertOrder, PLACES, post, providerSession, setOrder } from '../../../test/kits/provider-test-kit.ts';

/**
 * The tracking poll (spec §7.3, every 10 s) answers 304 from memory while the order is unchanged, and 200
 * with the new view after anything the customer sees of it changes, on this instance or another one.
 */

let a: TestApp;
let b: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;
let provider: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  a = await createTestApp();
  await seedDemo(a.db);
  b = await createTestApp({}, { sameDatabaseAs: a });
  customer = await customerAt(a, PLACES.khalda);
  other = await customerAt(a, PLACES.khalda);
  provider = await providerSession(a, DEMO_PROVIDERS[0]!);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

type Who = { headers: Record<string, string> };
const orderUrl = (type: 'T' | 'E', id: number) =>
  type === 'T' ? `/api/service/talzeem/request/get?serviceId=${id}` : `/api/customer/service/express/request/get/${id}`;
const track = (t: TestApp, who: Who, type: 'T' | 'E', id: number, etag?: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: orderUrl(type, id), headers: { ...who.headers, lang, ...(etag ? { 'if-none-match': etag } : {}) } });
const providerUrl = (type: string, id: number, action: string) => `/api/provider/orders/${type}/${id}/${action}`;

describe('the tracking poll on one instance', () => {
  it('answers 304 to the ETag it gave, without a database query, for both order kinds', async () => {
    for (const type of ['T', 'E'] as const) {
      const id = await insertOrder(a, { type, customerId: customer.id, providerId: provider.id, status: type === 'T' ? 'ACPT' : 'APRD' });
      const first = await track(a, customer, type, id);
      expect(first.statusCode, first.body).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"o[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const { result, queries, connects } = await countQueries(a, () => track(a, customer, type, id, etag));
      expect(result.statusCode).toBe(304);
      expect(result.body).toBe('');
      expect(result.headers.etag).toBe(etag);
      expect(queries + connects).toBe(0);
      // A stale ETag gets the view.
      expect((await track(a, customer, type, id, 'W/"o-old"')).statusCode).toBe(200);
    }
  });

  it('gives each language its own ETag (the view carries names in the language asked)', async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id, providerId: provider.id, status: 'ACPT' });
    const en = (await track(a, customer, 'T', id)).headers.etag as string;
    const ar = await track(a, customer, 'T', id, en, 'ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.etag).not.toBe(en);
    expect((await track(a, customer, 'T', id, ar.headers.etag as string, 'ar')).statusCode).toBe(304);
  });

  it("answers another customer 404, never 304, even with the owner's ETag", async () => {
    const id = await insertOrder(a, { type: 'E', customerId: customer.id, providerId: provider.id, status: 'APRD' });
    const etag = (await track(a, customer, 'E', id)).headers.etag as string;
    expect((await track(a, customer, 'E', id, etag)).statusCode).toBe(304);
    const theirs = await track(a, other, 'E', id, etag);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().data).toBeNull();
    // The same id as the other kind is not the order either.
    expect((await track(a, customer, 'T', id, etag)).statusCode).toBe(404);
  });

  it('changes the ETag with a status change, an estimate, its answer, an attachment, the payment and both ratings', async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id, providerId: provider.id, status: 'ACPT' });
    let etag = (await track(a, customer, 'T', id)).headers.etag as string;
    const seen = new Set([etag]);
    /** After each step the old ETag gets 200 with the new view, and the new one 304. */
    const expectChanged = async (step: string, check: (order: Record<string, unknown>) => void) => {
      const res = await track(a, customer, 'T', id, etag);
      expect(res.statusCode, step).toBe(200);
      check(res.json().data);
      etag = res.headers.etag as string;
      expect(seen.has(etag), step).toBe(false);
      seen.add(etag);
      expect((await track(a, customer, 'T', id, etag)).statusCode, step).toBe(304);
    };
    const act = async (action: string, payload?: unknown) => {
      const res = await post(a, providerUrl('T', id, action), provider.headers, payload);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    };

    await act('status', { status: 'APRD' });
    await expectChanged('confirmed', (o) => expect(o.status).toBe('APRD'));
    await act('status', { status: 'OTW' });
    await act('status', { status: 'UP' });
    await expectChanged('under progress', (o) => expect(o.status).toBe('UP'));

    await act('estimate', { estimateProblemDesc: 'Broken trap', estimateIsSparePartNeeded: false, visitFees: 5, estimateServiceFees: 20 });
    await expectChanged('estimate', (o) => expect(o.customerFeesStatus).toBe('PEND'));
    const accepted = await post(a, '/api/customer/fees-status/update', customer.headers, { serviceId: id, type: 'DA', feesStatus: 'ACPT' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expectChanged('estimate accepted', (o) => expect(o.customerFeesStatus).toBe('ACPT'));

    const form = new FormData();
    form.append('attachments', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'after.png');
    const uploaded = await a.app.inject({
      method: 'POST',
      url: providerUrl('T', id, 'attachments'),
      headers: provider.headers,
      payload: form,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await expectChanged('attachment', (o) => expect(o.attachments).toHaveLength(1));

    await act('status', { status: 'FSD' });
    await act('status', { status: 'WPAY' });
    await act('status', { status: 'DONE' });
    await expectChanged('done', (o) => expect(o.status).toBe('DONE'));
    const paid = await post(a, '/api/customer/sparePart-payment/add', customer.headers, {
      serviceId: id,
      type: 'DA',
      totalAmountOfCustomer: 25,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expectChanged('payment', (o) => expect(o.totalAmountOfCustomer).toBe(25));
    const rated = await post(a, '/api/v1/service/service-provider/rating/add', customer.headers, {
      serviceType: 'T',
      serviceId: id,
      rating: 4,
    });
    expect(rated.statusCode, rated.body).toBe(200);
    await expectChanged('customer rating', (o) => expect(o.ratingForServiceProvider).toMatchObject({ rating: 4 }));
    await act('rate-customer', { rating: 5, description: 'Kind' });
    await expectChanged('provider rating', (o) => expect(o.ratingForCustomer).toMatchObject({ rating: 5 }));
  });

  it('a cancellation by the customer changes it', async () => {
    const id = await insertOrder(a, { type: 'E', customerId: customer.id, status: 'REQD' });
    const etag = (await track(a, customer, 'E', id)).headers.etag as string;
    expect((await post(a, '/api/customer/service/express/cancel', customer.headers, { serviceId: id })).statusCode).toBe(200);
    const next = await track(a, customer, 'E', id, etag);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.status).toBe('CBC');
  });

  it('is not trusted once the cancellation fee starts to apply (the view says so, with no write)', async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id, providerId: provider.id, status: 'ACPT' });
    // 299.5 s after the last status change: the fee applies half a second from now.
    await setOrder(a, id, { statusChangedAt: new Date(Date.now() - 299_500) });
    const first = await track(a, customer, 'T', id);
    expect(first.json().data.cancelFeeApplies).toBe(false);
    await new Promise((r) => setTimeout(r, 800));
    const next = await track(a, customer, 'T', id, first.headers.etag as string);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.cancelFeeApplies).toBe(true);
  });
});

describe('two instances on the same database', () => {
  it("a change made through A makes B's next poll answer 200 with it, and both agree on the ETag", async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id, providerId: provider.id, status: 'ACPT' });
    const fromB = await track(b, customer, 'T', id);
    const etag = fromB.headers.etag as string;
    // The ETag is a digest of the view: A, which never built this view, names it the same.
    expect((await track(a, customer, 'T', id)).headers.etag).toBe(etag);
    // B answers from memory now.
    const cached = await countQueries(b, () => track(b, customer, 'T', id, etag));
    expect(cached.result.statusCode).toBe(304);
    expect(cached.queries + cached.connects).toBe(0);

    expect((await post(a, providerUrl('T', id, 'status'), provider.headers, { status: 'APRD' })).statusCode).toBe(200);
    const seen = await eventually(async () => {
      const res = await track(b, customer, 'T', id, etag);
      return res.statusCode === 200 ? res : undefined;
    });
    expect(seen.json().data.status).toBe('APRD');
  });
});

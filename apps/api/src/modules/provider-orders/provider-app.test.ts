import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC } from '../../../test/kits/accounts-test-kit.ts';
import {
  customerAt,
  DEMO_PROVIDERS,
  historyOf,
  insertOrder,
  offersOf,
  orderRow,
  PLACES,
  post,
  providerEventsOf,
  providerSession,
} from '../../../test/kits/provider-test-kit.ts';

/** The provider app's additions to the provider API (issue 18). */

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let A: Awaited<ReturnType<typeof providerSession>>;
let B: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
  A = await providerSession(t, DEMO_PROVIDERS[0]!);
  B = await providerSession(t, DEMO_PROVIDERS[1]!);
});
afterAll(() => t.close());

const url = (type: string, id: number, action: string) => `/api/provider/orders/${type}/${id}/${action}`;
const put = (path: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: path, headers, payload: payload as object });
const get = (path: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: path, headers });

describe('Available for Express', () => {
  it('is on by default; off, dispatch and the customer’s express list leave the provider out; on again, it is back', async () => {
    expect((await get('/api/provider/me', A.headers)).json().data.expressAvailable).toBe(true);

    const off = await put('/api/provider/availability', A.headers, { express: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.expressAvailable).toBe(false);

    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);
    const offered = Object.keys(await offersOf(t, id)).map(Number);
    expect(offered).not.toContain(A.id);
    expect(offered).toContain(B.id);
    const list = await get('/api/service/category/service-provider/get?subCategoryId=1&type=E', customer.headers);
    expect(list.json().data.map((p: { id: number }) => p.id)).not.toContain(A.id);

    await put('/api/provider/availability', A.headers, { express: true });
    const id2 = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id2);
    expect(Object.keys(await offersOf(t, id2)).map(Number)).toContain(A.id);
    // Each provider offered the order is told (a notification, pushed to its devices).
    expect(await providerEventsOf(t, id2)).toEqual(Object.keys(await offersOf(t, id2)).map(Number).sort((a, b) => a - b));
  });

  it('refuses a switch that is not a boolean (400, in the caller’s language) and changes nothing', async () => {
    const res = await put('/api/provider/availability', { ...A.headers, lang: 'ar' }, { express: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, status: 400 });
    expect(res.json().message).toMatch(ARABIC);
    expect((await get('/api/provider/me', A.headers)).json().data.expressAvailable).toBe(true);
  });
});

describe('the poll of the provider app', () => {
  it('answers 304 while nothing changed, and a new version once an order of mine or an offer to me changes', async () => {
    const first = await get('/api/provider/poll', A.headers);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/api/provider/poll', { ...A.headers, 'if-none-match': etag })).statusCode).toBe(304);

    // A new express offer moves it.
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);
    const moved = await get('/api/provider/poll', { ...A.headers, 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.version).toBeGreaterThan(first.json().data.version);

    // Another provider taking it moves mine too (the offer leaves my list).
    const etag2 = moved.headers.etag as string;
    expect((await post(t, url('E', id, 'accept'), B.headers)).statusCode).toBe(200);
    expect((await get('/api/provider/poll', { ...A.headers, 'if-none-match': etag2 })).statusCode).toBe(200);
  });

  it('is the provider’s own: a customer is refused', async () => {
    expect((await get('/api/provider/poll', customer.headers)).statusCode).toBe(403);
  });
});

describe('direct awards declined with a reason', () => {
  it('keeps the reason, and the customer sees it on the order', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const res = await post(t, url('T', id, 'reject'), A.headers, { reason: 'No spare parts for this model this week' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'REJT', rejectReason: 'No spare parts for this model this week' });
    const seen = await get(`/api/service/talzeem/request/get?serviceId=${id}`, customer.headers);
    expect(seen.json().data.providerRejectReason).toBe('No spare parts for this model this week');
  });

  it('still declines without a body (the fixed contract), and refuses a reason too long with nothing written', async () => {
    const plain = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    expect((await post(t, url('T', plain, 'reject'), A.headers)).statusCode).toBe(200);
    expect((await orderRow(t, plain)).providerRejectReason).toBeNull();

    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const res = await post(t, url('T', id, 'reject'), { ...A.headers, lang: 'fr' }, { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.reason).toBeDefined();
    expect((await orderRow(t, id)).status).toBe('REQD');
  });
});

describe('the cash received', () => {
  it('is recorded once the work is finished, once, and shown on the provider’s order', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'WPAY' });
    const res = await post(t, url('T', id, 'cash'), A.headers, { amount: 42.5, partsIncluded: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ cashReceivedAmount: 42.5, cashReceivedIncludesParts: true });
    const again = await post(t, url('T', id, 'cash'), A.headers, { amount: 50 });
    expect(again.statusCode).toBe(409);
    expect((await orderRow(t, id)).cashReceivedAmount).toBe(42.5);
  });

  it('is refused before the work is finished, for another provider, and for a wrong amount (nothing written)', async () => {
    const early = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'UP' });
    expect((await post(t, url('T', early, 'cash'), A.headers, { amount: 10 })).statusCode).toBe(409);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'WPAY' });
    expect((await post(t, url('T', id, 'cash'), B.headers, { amount: 10 })).statusCode).toBe(404);
    const bad = await post(t, url('T', id, 'cash'), { ...A.headers, lang: 'ar' }, { amount: -3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(ARABIC);
    expect((await orderRow(t, id)).cashReceivedAmount).toBeNull();
  });
});

describe('Idempotency-Key on the provider’s write calls', () => {
  it('replays the first answer for the same key: the move happens once', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'APRD' });
    const headers = { ...A.headers, 'idempotency-key': `k-${id}-otw-0001` };
    const first = await post(t, url('T', id, 'status'), headers, { status: 'OTW' });
    expect(first.statusCode).toBe(200);
    const second = await post(t, url('T', id, 'status'), headers, { status: 'OTW' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await historyOf(t, id)).filter((h) => h.to === 'OTW')).toHaveLength(1);

    // The same key for another call is refused; without a key the call is the plain one (409: already OTW).
    expect((await post(t, url('T', id, 'estimate'), headers, {})).statusCode).toBe(400);
    expect((await post(t, url('T', id, 'cancel'), headers, { reason: 'A family emergency' })).statusCode).toBe(422);
    expect((await post(t, url('T', id, 'status'), A.headers, { status: 'OTW' })).statusCode).toBe(409);
  });

  it('keys are per provider, a refused answer is replayed too, and a malformed key is refused', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'APRD' });
    const key = `shared-key-${id}`;
    const other = await post(t, url('T', id, 'status'), { ...B.headers, 'idempotency-key': key }, { status: 'OTW' });
    expect(other.statusCode).toBe(404);
    const mine = await post(t, url('T', id, 'status'), { ...A.headers, 'idempotency-key': key }, { status: 'OTW' });
    expect(mine.statusCode).toBe(200);
    const replayed404 = await post(t, url('T', id, 'status'), { ...B.headers, 'idempotency-key': key }, { status: 'OTW' });
    expect(replayed404.statusCode).toBe(404);
    expect(replayed404.headers['idempotency-replayed']).toBe('true');
    const bad = await post(t, url('T', id, 'status'), { ...A.headers, 'idempotency-key': 'x' }, { status: 'UP' });
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(t, id)).status).toBe('OTW');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { customers } from '@portal/db/schema/accounts';
import { notifications } from '@portal/db/schema/notifications';
import { orderOffers, orders } from '@portal/db/schema/orders';
import { providerFines, providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { operatorHeaders } from '../../../test/kits/accounts-test-kit.ts';
import { mailsTo as mailsSentTo } from '../../../test/kits/auth-test-kit.ts';
import {
  customerAt,
  DEMO_PROVIDERS,
  insertOrder,
  orderRow,
  PLACES,
  post,
  providerSession,
  setOrder,
} from '../../../test/kits/provider-test-kit.ts';

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

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
// The mails as sent (the outbox folder): a queued row's text is emptied once the queue has sent it, which under
// load can happen before the test reads it.
const mailsTo = (to: string) => mailsSentTo(t, to);
const rate = async (id: number) => (await t.db.select({ r: providers.minimumRatePerVisit }).from(providers).where(eq(providers.accountId, id)))[0]!.r;

describe('customer cancellation terms (spec §4.5)', () => {
  it("after approval the fee is the provider's minimum visit rate plus accepted materials, and a different fee is refused", async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'APRD', customerFeesStatus: 'ACPT' });
    await setOrder(t, id, { statusChangedAt: minutesAgo(10), estimateIsSparePartNeeded: true, estimateSparePartFees: 7.5 });
    const fee = Math.round(((await rate(A.id)) + 7.5) * 1000) / 1000;

    const terms = await get(`/api/customer/service/cancel-terms/get?type=DA&serviceId=${id}`, customer.headers);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json().data).toMatchObject({ serviceId: id, type: 'T', canCancel: true, feeApplies: true, fee, materials: 7.5, reasonRequired: false });

    const stale = await post(t, '/api/customer/service/talzeem/cancel', { ...customer.headers, lang: 'ar' }, { serviceId: id, cancelFee: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: true, status: 409, message: apiAr.cancelFeeChanged.replace('{{fee}}', fee.toFixed(3)) });
    expect((await orderRow(t, id)).status).toBe('APRD');

    const ok = await post(t, '/api/customer/service/talzeem/cancel', customer.headers, { serviceId: id, cancelFee: fee });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await orderRow(t, id)).toMatchObject({ status: 'CBC', cancelFee: fee });
  });

  it('before approval: no fee, the reason is kept; a spec client sending only serviceId is answered as before', async () => {
    const withReason = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id] });
    const res = await post(t, '/api/customer/service/express/cancel', customer.headers, { serviceId: withReason, cancelFee: 0, reason: 'Fixed it myself' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, withReason)).toMatchObject({ status: 'CBC', cancelFee: null, cancelReason: 'Fixed it myself' });

    const plain = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    expect((await post(t, '/api/customer/service/talzeem/cancel', customer.headers, { serviceId: plain })).statusCode).toBe(200);
    expect((await orderRow(t, plain)).status).toBe('CBC');
  });

  it("another customer's order has no terms for them (404)", async () => {
    const other = await customerAt(t, PLACES.khalda);
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'ACPT' });
    expect((await get(`/api/customer/service/cancel-terms/get?type=DA&serviceId=${id}`, other.headers)).statusCode).toBe(404);
    expect((await post(t, '/api/customer/service/talzeem/cancel', other.headers, { serviceId: id, cancelFee: 0 })).statusCode).toBe(404);
    expect((await orderRow(t, id)).status).toBe('ACPT');
  });
});

describe('provider cancellation (spec §4.5)', () => {
  it('needs an emergency reason: 400 in the caller language, nothing changed', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'ACPT' });
    const res = await post(t, `/api/provider/orders/T/${id}/cancel`, { ...A.headers, lang: 'fr' }, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, status: 400, message: contractFr.validation.cancelReasonRequired });
    expect((await orderRow(t, id)).status).toBe('ACPT');
  });

  it('late: the 10 JOD fine; the order is offered again to other providers, the customer told and mailed, another provider takes it', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'APRD' });
    await setOrder(t, id, { startDate: new Date(Date.now() + 2 * 3600_000) });
    const terms = await get(`/api/provider/orders/T/${id}/cancel-terms`, A.headers);
    expect(terms.json().data).toMatchObject({ fineApplies: true, fine: 10 });

    const res = await post(t, `/api/provider/orders/T/${id}/cancel`, A.headers, { reason: 'Car broke down' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, id)).toMatchObject({ status: 'CNCL', cancelReason: 'Car broke down' });
    expect(await t.db.select({ amount: providerFines.amount }).from(providerFines).where(eq(providerFines.orderId, id))).toEqual([{ amount: 10 }]);

    const [again] = await t.db.select().from(orders).where(eq(orders.reofferedFrom, id));
    expect(again).toMatchObject({ type: 'T', status: 'REQD', providerId: null, customerId: customer.id, description: 'The kitchen sink leaks under the cabinet.' });
    const offered = (await t.db.select({ p: orderOffers.providerId }).from(orderOffers).where(eq(orderOffers.orderId, again!.id))).map((r) => r.p);
    expect(offered).toContain(B.id);
    expect(offered).not.toContain(A.id);
    const news = await t.db.select({ event: notifications.event }).from(notifications).where(eq(notifications.serviceId, again!.id));
    expect(news).toEqual([{ event: 'REOFFERED' }]);
    // The customer's page of the new order says which order it replaces (and offers a free decline).
    const view = await get(`/api/service/talzeem/request/get?serviceId=${again!.id}`, customer.headers);
    expect(view.json().data).toMatchObject({ status: 'REQD', reofferedFrom: { id, orderNo: (await orderRow(t, id)).orderNo } });
    const old = await get(`/api/service/talzeem/request/get?serviceId=${id}`, customer.headers);
    expect(old.json().data.reofferedFrom).toBeNull();
    const mails = await mailsTo('lina@example.jo');
    expect(mails.some((m) => m.text.includes(`/my-orders?serviceId=${id}`))).toBe(true);

    const listed = await get('/api/provider/requests?type=T', B.headers);
    expect(listed.json().data.map((o: { id: number }) => o.id)).toContain(again!.id);
    const taken = await post(t, `/api/provider/orders/T/${again!.id}/accept`, B.headers);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await orderRow(t, again!.id)).toMatchObject({ status: 'ACPT', providerId: B.id });

    // The customer may decline a re-offer: cancelling it is free while it is requested.
    const second = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'ACPT' });
    await post(t, `/api/provider/orders/T/${second}/cancel`, A.headers, { reason: 'Family emergency' });
    const [next] = await t.db.select().from(orders).where(eq(orders.reofferedFrom, second));
    const decline = await get(`/api/customer/service/cancel-terms/get?type=DA&serviceId=${next!.id}`, customer.headers);
    expect(decline.json().data).toMatchObject({ fee: 0, feeApplies: false });
  });

  it('well ahead of the appointment: no fine', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status: 'ACPT' });
    await setOrder(t, id, { startDate: new Date(Date.now() + 2 * 86_400_000) });
    expect((await post(t, `/api/provider/orders/T/${id}/cancel`, A.headers, { reason: 'Sick' })).statusCode).toBe(200);
    expect(await t.db.select().from(providerFines).where(eq(providerFines.orderId, id))).toEqual([]);
  });
});

describe('refusal mails and channel preferences (spec §1)', () => {
  it('a customer who switched order mails off gets none; pushes follow notify_push', async () => {
    const quiet = await customerAt(t, PLACES.khalda);
    await t.db.update(customers).set({ notifyEmail: false }).where(eq(customers.accountId, quiet.id));
    const id = await insertOrder(t, { type: 'T', customerId: quiet.id, providerId: A.id });
    await setOrder(t, id, { contactEmail: 'quiet@example.jo' });
    expect((await post(t, `/api/provider/orders/T/${id}/reject`, A.headers)).statusCode).toBe(200);
    expect(await mailsTo('quiet@example.jo')).toEqual([]);

    const loud = await customerAt(t, PLACES.khalda, { lang: 'ar' });
    const id2 = await insertOrder(t, { type: 'T', customerId: loud.id, providerId: A.id });
    await setOrder(t, id2, { contactEmail: 'loud@example.jo' });
    await post(t, `/api/provider/orders/T/${id2}/reject`, A.headers);
    const [mail] = await mailsTo('loud@example.jo');
    expect(mail!.subject).toBe(apiAr['notification.T.REJT.title']);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain(`/my-orders?serviceId=${id2}`);
  });

  it('the profile exposes and stores the switches', async () => {
    const view = await get('/api/customer/profile/view', customer.headers);
    expect(view.json().data).toMatchObject({ notifyEmail: true, notifyPush: true, marketingOptOut: false });
  });

  it('suspending a customer mails them once, in their language', async () => {
    const c = await customerAt(t, PLACES.khalda, { lang: 'ar' });
    await insertOrder(t, { type: 'T', customerId: c.id, providerId: A.id });
    const op = await operatorHeaders(t);
    expect((await post(t, `/api/operator/customers/${c.id}/suspend`, op)).statusCode).toBe(200);
    const mails = await mailsTo(c.email);
    expect(mails.map((m) => m.subject)).toEqual([apiAr.mailAccountSuspendedSubject]);
  });
});

describe('cancellations per month (spec §4.5)', () => {
  it('more than 2 in a month flags the customer and the provider for operators, with the reasons', async () => {
    const c = await customerAt(t, PLACES.khalda);
    for (let i = 0; i < 3; i++) {
      const id = await insertOrder(t, { type: 'T', customerId: c.id, providerId: B.id });
      await post(t, '/api/customer/service/talzeem/cancel', c.headers, { serviceId: id, reason: `Reason ${i}` });
    }
    const op = await operatorHeaders(t);
    const res = await get('/api/operator/cancellations/flagged', op);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.allowed).toBe(2);
    const flagged = data.customers.find((x: { id: number }) => x.id === c.id);
    expect(flagged).toMatchObject({ count: 3 });
    expect(flagged.cancellations.map((x: { reason: string }) => x.reason)).toEqual(['Reason 0', 'Reason 1', 'Reason 2']);
    // Provider A cancelled three times above (late, second, no fine).
    expect(data.providers.find((x: { id: number }) => x.id === A.id)?.count).toBeGreaterThanOrEqual(3);
    const bad = await get('/api/operator/cancellations/flagged?month=2026-13', op);
    expect(bad.statusCode).toBe(400);
  });
});

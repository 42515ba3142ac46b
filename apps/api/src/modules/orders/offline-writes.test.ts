import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRatings } from '@portal/db/schema/orders';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bearer, customerAt, PLACES, providerId } from '../../../test/kits/accounts-test-kit.ts';
import { insertOrder } from '../../../test/kits/order-test-kit.ts';

/**
 * The payment record and the rating a customer took offline are sent again when their answer was lost (issue 19.5):
 * the same Idempotency-Key is answered as the first time and nothing is done twice.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

describe('Idempotency-Key on the customer writes that may be queued offline', () => {
  it('replays the first answer of a payment and of a rating sent twice with the same key', async () => {
    const me = await customerAt(t, PLACES.khalda);
    const order = await insertOrder(t, { customerId: me.id, type: 'T', status: 'DONE', providerId: await providerId(t, 'provider1@demo.jo') });
    const headers = { ...bearer(me.token), lang: 'ar' };
    const pay = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/sparePart-payment/add',
        headers: { ...headers, 'idempotency-key': key },
        payload: { serviceId: order.id, type: 'DA', totalAmountOfCustomer: 20, isSparePartNeeded: false },
      });
    const first = await pay('pay-key-0001');
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay('pay-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key the repeat is what it always was: refused, the payment being recorded once.
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/sparePart-payment/add', headers, payload: { serviceId: order.id, type: 'DA', totalAmountOfCustomer: 20, isSparePartNeeded: false } })).statusCode).toBeGreaterThanOrEqual(400);

    const rate = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/service/service-provider/rating/add',
        headers: { ...headers, 'idempotency-key': key },
        payload: { serviceType: 'T', serviceId: order.id, rating: 4 },
      });
    expect((await rate('rate-key-0001')).statusCode).toBe(200);
    const replay = await rate('rate-key-0001');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    const rows = await t.db.select().from(orderRatings).where(and(eq(orderRatings.orderId, order.id), eq(orderRatings.rater, 'customer')));
    expect(rows).toHaveLength(1);
    // A key is the customer's own: another customer's identical key does not see this answer.
    const other = await customerAt(t, PLACES.khalda);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/service/service-provider/rating/add',
      headers: { ...bearer(other.token), 'idempotency-key': 'rate-key-0001' },
      payload: { serviceType: 'T', serviceId: order.id, rating: 1 },
    });
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    expect(theirs.statusCode).toBe(404);
  });
});

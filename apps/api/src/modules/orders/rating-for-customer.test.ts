import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';

/**
 * Issue 15 point 6: the customer can see the rating the provider gave them (spec §3, ratingForCustomer), on the
 * direct award and express order and on an RFP's details, and nobody else's.
 */
describe("the provider's rating of the customer, as the customer reads it", () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;
  let other: Awaited<ReturnType<typeof customerAt>>;
  let provider: Awaited<ReturnType<typeof providerSession>>;

  const rateCustomer = (type: 'E' | 'T' | 'R', id: number, rating: number, description: string) =>
    t.app.inject({ method: 'POST', url: `/api/provider/orders/${type}/${id}/rate-customer`, headers: provider.headers, payload: { rating, description } });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    customer = await customerAt(t, PLACES.khalda);
    other = await customerAt(t, PLACES.khalda);
    provider = await providerSession(t, 'provider1@demo.jo');
  });
  afterAll(() => t.close());

  it.each([
    ['T', (id: number) => `/api/service/talzeem/request/get?serviceId=${id}`],
    ['E', (id: number) => `/api/customer/service/express/request/get/${id}`],
  ] as const)('shows it on the %s order once given, null before', async (type, url) => {
    const id = await insertOrder(t, { type, customerId: customer.id, providerId: provider.id, status: 'DONE' });
    const read = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: url(id), headers });
    const before = await read(customer.headers);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.ratingForCustomer).toBeNull();
    const rated = await rateCustomer(type, id, 4.5, 'Clear instructions, paid on time');
    expect(rated.statusCode, rated.body).toBe(200);
    expect((await read(customer.headers)).json().data.ratingForCustomer).toEqual({ rating: 4.5, description: 'Clear instructions, paid on time' });
    // Another customer cannot read the order at all.
    expect((await read(other.headers)).statusCode).toBe(404);
  });

  it("shows it on the RFP's details", async () => {
    const id = await insertOrder(t, { type: 'R', customerId: customer.id, providerId: provider.id, status: 'DONE' });
    const rated = await rateCustomer('R', id, 5, 'Very organised');
    expect(rated.statusCode, rated.body).toBe(200);
    const details = await t.app.inject({ method: 'GET', url: `/api/v2/service/rfp/customer/details/get?rfpId=${id}`, headers: customer.headers });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.ratingForCustomer).toEqual({ rating: 5, description: 'Very organised' });
  });
});

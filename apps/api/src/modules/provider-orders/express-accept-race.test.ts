import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  customerAt,
  DEMO_PROVIDERS,
  eventsOf,
  historyOf,
  insertOrder,
  offersOf,
  orderRow,
  PLACES,
  providerSession,
} from '../../../test/kits/provider-test-kit.ts';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  // A second API instance on the same database: the acceptances race across processes' pools too.
  second = await createTestApp({}, { sameDatabaseAs: first });
  await seedDemo(first.db);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('express: the first acceptance wins, atomically', () => {
  it.each([1, 2, 3])('20 concurrent acceptances from 5 providers on two instances: one 200, nineteen 409 (round %i)', async () => {
    const customer = await customerAt(first, PLACES.khalda);
    const providers = await Promise.all(DEMO_PROVIDERS.map((e) => providerSession(first, e)));
    const id = await insertOrder(first, { type: 'E', customerId: customer.id, offeredTo: providers.map((p) => p.id) });

    const attempts = Array.from({ length: 20 }, (_, i) => {
      const p = providers[i % providers.length]!;
      const app = (i % 2 === 0 ? first : second).app;
      return app.inject({ method: 'POST', url: `/api/provider/orders/E/${id}/accept`, headers: p.headers }).then((res) => ({ p, res }));
    });
    const results = await Promise.all(attempts);

    const winners = results.filter((r) => r.res.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.res.statusCode === 409)).toHaveLength(19);
    const winner = winners[0]!.p;

    const row = await orderRow(first, id);
    expect(row).toMatchObject({ status: 'APRD', providerId: winner.id });
    const offers = await offersOf(first, id);
    for (const p of providers) expect(offers[p.id], `offer of ${p.id}`).toBe(p.id === winner.id ? 'accepted' : 'lost');
    expect(await historyOf(first, id)).toEqual([{ from: 'REQD', to: 'APRD', role: 'provider', actorId: winner.id }]);
    expect(await eventsOf(first, id)).toEqual(['APRD']);
    // Everybody else was told the order was taken (or, the winner's repeats, that it is already its own).
    for (const r of results) {
      if (r.res.statusCode !== 409 || r.p.id === winner.id) continue;
      expect(r.res.json().message).toBe('Another provider has already taken this order');
    }
  });
});

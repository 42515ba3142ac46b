import { sql } from 'drizzle-orm';
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
  post,
  providerSession,
} from '../../../test/kits/provider-test-kit.ts';
import { DISPATCH_EXPIRY_QUEUE, sweepExpiredExpressOrders } from './dispatch.service.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;

beforeAll(async () => {
  // A one-second window and fast job polling, so the real pg-boss job runs within the test.
  t = await createTestApp({ expressDispatchSeconds: 1, jobsPollingSeconds: 0.5 });
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
});
afterAll(() => t.close());

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('express dispatch', () => {
  it('offers a new express order to the featured providers nearby, opens its window, and ends it untaken by a pg-boss job', async () => {
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);

    const offers = await offersOf(t, id);
    const ids = await Promise.all(DEMO_PROVIDERS.map((e) => providerSession(t, e).then((p) => p.id)));
    // The five Amman demo providers are featured and serve Plumbing; p10 is featured but in Aqaba.
    expect(Object.keys(offers).map(Number).sort()).toEqual([...ids].sort());
    const opened = await orderRow(t, id);
    expect(opened.dispatchExpiresAt!.getTime()).toBeGreaterThan(Date.now() - 2000);
    expect(opened.dispatchExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1500);
    const jobs = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DISPATCH_EXPIRY_QUEUE} AND data->>'orderId' = ${String(id)}`,
    );
    expect(jobs.rows[0]!.n).toBe(1);

    await until(async () => (await orderRow(t, id)).status === 'REJT');
    expect(Object.values(await offersOf(t, id)).every((s) => s === 'expired')).toBe(true);
    expect(await eventsOf(t, id)).toEqual(['NO_PROVIDER']); // one notification, not REJT as well
    expect(await historyOf(t, id)).toEqual([{ from: 'REQD', to: 'REJT', role: 'system', actorId: null }]);
  });

  it('keeps the window and the offers the creator set', async () => {
    const p = await providerSession(t, 'provider2@demo.jo');
    const at = new Date(Date.now() + 600_000);
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: at, offeredTo: [p.id] });
    await t.app.ctx.orderEvents.expressCreated(id);
    expect((await orderRow(t, id)).dispatchExpiresAt!.getTime()).toBe(at.getTime());
    expect(await offersOf(t, id)).toEqual({ [p.id]: 'offered' });
  });

  it('an order taken in time is left alone by its job', async () => {
    const p = await providerSession(t, 'provider1@demo.jo');
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);
    expect((await post(t, `/api/provider/orders/E/${id}/accept`, p.headers)).statusCode).toBe(200);
    await until(async () => {
      const r = await t.db.execute<{ state: string }>(
        sql`SELECT state::text FROM pgboss.job WHERE name = ${DISPATCH_EXPIRY_QUEUE} AND data->>'orderId' = ${String(id)}`,
      );
      return r.rows[0]?.state === 'completed';
    });
    expect(await orderRow(t, id)).toMatchObject({ status: 'APRD', providerId: p.id });
    expect(await eventsOf(t, id)).toEqual(['APRD']);
  });

  it('never throws to the order side, even for an order that is not an open express one', async () => {
    const direct = await insertOrder(t, { type: 'T', customerId: customer.id });
    await expect(t.app.ctx.orderEvents.expressCreated(direct)).resolves.toBeUndefined();
    await expect(t.app.ctx.orderEvents.expressCreated(99_999_999)).resolves.toBeUndefined();
    expect(await offersOf(t, direct)).toEqual({});
  });
});

describe('the dispatch sweep', () => {
  it('ends every express order past its window exactly once, even with two instances sweeping at the same time', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t });
    try {
      const past = new Date(Date.now() - 60_000);
      const due = await Promise.all(
        Array.from({ length: 6 }, () => insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: past })),
      );
      const notYet = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: new Date(Date.now() + 600_000) });
      const taken = await insertOrder(t, { type: 'E', customerId: customer.id, status: 'APRD', dispatchExpiresAt: past });
      const direct = await insertOrder(t, { type: 'T', customerId: customer.id });

      const [a, b] = await Promise.all([sweepExpiredExpressOrders(t.app.ctx), sweepExpiredExpressOrders(other.app.ctx)]);
      expect(a + b).toBe(due.length);
      for (const id of due) {
        expect((await orderRow(t, id)).status).toBe('REJT');
        expect((await eventsOf(t, id)).filter((e) => e === 'NO_PROVIDER')).toHaveLength(1);
        expect(await historyOf(t, id)).toHaveLength(1);
      }
      expect((await orderRow(t, notYet)).status).toBe('REQD');
      expect((await orderRow(t, taken)).status).toBe('APRD');
      expect((await orderRow(t, direct)).status).toBe('REQD');
      expect(await sweepExpiredExpressOrders(t.app.ctx)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

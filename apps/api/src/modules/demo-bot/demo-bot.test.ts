import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  customerAt,
  DEMO_PROVIDERS,
  eventsOf,
  historyOf,
  insertOrder,
  orderRow,
  PLACES,
  providerSession,
  setOrder,
} from '../../../test/kits/provider-test-kit.ts';
import { createDemoBot, DEMO_ESTIMATE } from './demo-bot.ts';
import { demoBotSides } from '../../demo-bot-sides.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let demo: Array<Awaited<ReturnType<typeof providerSession>>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
  demo = await Promise.all(DEMO_PROVIDERS.map((e) => providerSession(t, e)));
});
afterAll(() => t.close());

describe('the demo provider bot', () => {
  it('is off in tests unless asked', () => {
    expect(t.config.demoBot).toBe(false);
  });

  it('moves an express order from requested to done step by step, waits for the customer on the estimate, then rates the customer', async () => {
    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);
    const first = [...demo].sort((a, b) => a.id - b.id)[0]!;

    const stepTo = async (status: string) => {
      const moves = (await bot.tick()).filter((m) => m.orderId === id);
      expect(moves, `to ${status}`).toHaveLength(1);
      expect((await orderRow(t, id)).status).toBe(status);
      return moves[0]!;
    };
    expect(await stepTo('APRD')).toMatchObject({ step: 'accept', providerId: first.id });
    expect((await orderRow(t, id)).providerId).toBe(first.id);
    await stepTo('OTW');
    await stepTo('UP');
    expect((await stepTo('UP')).step).toBe('estimate');
    expect(await orderRow(t, id)).toMatchObject({
      customerFeesStatus: 'PEND',
      visitFees: 10,
      estimateServiceFees: 35,
      estimateSparePartFees: 12.5,
    });
    expect(DEMO_ESTIMATE.estimateSparePartFees).toBe(12.5);

    // The customer has not decided: the bot waits.
    expect((await bot.tick()).filter((m) => m.orderId === id)).toEqual([]);
    expect((await bot.tick()).filter((m) => m.orderId === id)).toEqual([]);
    await setOrder(t, id, { customerFeesStatus: 'ACPT' });

    await stepTo('FSD');
    await stepTo('WPAY');
    // Waiting for payment: the provider records the cash agreed (the accepted estimate's service and parts fees).
    expect((await stepTo('WPAY')).step).toBe('cash');
    expect(await orderRow(t, id)).toMatchObject({ cashReceivedAmount: 47.5, cashReceivedIncludesParts: true });
    await stepTo('DONE');
    expect((await stepTo('DONE')).step).toBe('rate');
    expect((await bot.tick()).filter((m) => m.orderId === id)).toEqual([]);

    expect((await historyOf(t, id)).map((h) => [h.to, h.role])).toEqual([
      ['APRD', 'provider'],
      ['OTW', 'provider'],
      ['UP', 'provider'],
      ['FSD', 'provider'],
      ['WPAY', 'provider'],
      ['DONE', 'provider'],
    ]);
    expect(await eventsOf(t, id)).toEqual(['APRD', 'OTW', 'UP', 'ESTIMATE_SENT', 'FSD', 'WPAY', 'DONE']);
    const rated = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=E', headers: first.headers });
    expect(rated.json().data.find((o: { id: number }) => o.id === id).ratingForCustomer).toMatchObject({ rating: 5 });
  });

  it('plays a direct award too (REQD -> ACPT -> APRD ...), and leaves orders of other providers alone', async () => {
    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    const p6 = await providerSession(t, 'p6@demo.jo');
    const mine = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: demo[1]!.id });
    const notDemo = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: p6.id });
    await bot.tick();
    expect((await orderRow(t, mine)).status).toBe('ACPT');
    await bot.tick();
    expect((await orderRow(t, mine)).status).toBe('APRD');
    expect((await orderRow(t, notDemo)).status).toBe('REQD');
  });

  it('pauses like a person: nothing happens before the pause is over', async () => {
    let pause = 60_000;
    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => pause });
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: demo[2]!.id });
    expect((await bot.tick()).filter((m) => m.orderId === id)).toEqual([]);
    expect((await orderRow(t, id)).status).toBe('REQD');
    // A second bot that has waited long enough (a pause of 0) moves it; the first still waits for its own.
    pause = 0;
    const quick = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    await quick.tick();
    expect((await orderRow(t, id)).status).toBe('ACPT');
  });

  it('a step someone else made first is skipped, not an error', async () => {
    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: demo.map((d) => d.id) });
    const [a, b] = await Promise.all([bot.tick(), bot.tick()]);
    expect([...a, ...b].filter((m) => m.orderId === id && m.step === 'accept')).toHaveLength(1);
    expect((await orderRow(t, id)).status).toBe('APRD');
  });

  it('starts with the app when DEMO_BOT is on, and stops with it', async () => {
    const app = await createTestApp({ demo: true, demoBot: true, demoBotTickMs: 50, demoBotPauseMs: [0, 0] });
    try {
      await seedDemo(app.db);
      const c = await customerAt(app, PLACES.khalda);
      const p = await providerSession(app, 'provider4@demo.jo');
      const id = await insertOrder(app, { type: 'T', customerId: c.id, providerId: p.id });
      const end = Date.now() + 10_000;
      while ((await orderRow(app, id)).status === 'REQD' && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(['ACPT', 'APRD', 'OTW', 'UP']).toContain((await orderRow(app, id)).status);
    } finally {
      await app.close();
    }
  });
});

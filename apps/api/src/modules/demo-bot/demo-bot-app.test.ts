import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '@portal/db/schema/providers';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, DEMO_PROVIDERS, insertOrder, orderRow, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { createDemoBot } from './demo-bot.ts';
import { demoBotSides } from '../../demo-bot-sides.ts';

/** Issue 18: while a demo provider uses the provider app, a person plays it, not the bot. */

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

const get = (path: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: path, headers });

describe('the demo bot and the provider app', () => {
  it('leaves a demo provider using the app alone, and does not race them for an express offer', async () => {
    await t.db.update(providers).set({ appSeenAt: null });
    const me = await get('/api/provider/me', { ...A.headers, 'x-khidmat-app': 'pro' });
    expect(me.statusCode).toBe(200);
    const [row] = await t.db.select({ at: providers.appSeenAt }).from(providers).where(eq(providers.accountId, A.id));
    expect(row!.at).not.toBeNull();

    const bot = createDemoBot(t.app.ctx, t.app.log, demoBotSides(t.app.ctx), { pauseMs: () => 0 });
    const mine = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    const offer = await insertOrder(t, { type: 'E', customerId: customer.id, offeredTo: [A.id, B.id] });
    const moves = (await bot.tick()).filter((m) => m.orderId === mine || m.orderId === offer);
    expect(moves).toEqual([]);
    expect((await orderRow(t, mine)).status).toBe('REQD');
    expect((await orderRow(t, offer)).status).toBe('REQD');

    // Half an hour later the bot plays the provider again.
    await t.db.execute(sql`UPDATE providers SET app_seen_at = now() - interval '31 minutes'`);
    expect((await bot.tick()).some((m) => m.orderId === mine)).toBe(true);
  });
});

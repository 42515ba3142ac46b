import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, eventsOf, historyOf, orderRow, PLACES } from '../../../test/kits/provider-test-kit.ts';
import { RFP_CLOSE_QUEUE } from './rfp-closing.ts';
import { createRfp, nowSeconds, rfpBody } from '../../../test/kits/rfp-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  // The sweep is kept out of the way: what closes the RFP here is its own pg-boss job.
  t = await createTestApp({ jobsPollingSeconds: 0.5, dispatchSweepSeconds: 3600 });
  await seedDemo(t.db);
}, 120_000);
afterAll(() => t?.close());

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('RFP closing job', () => {
  it('a job at the end date closes an RFP nobody was awarded (CLSE by the system, one notification)', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const id = await createRfp(t, customer.headers, await rfpBody(t, customer.headers, [[1, 1]], { endDate: nowSeconds() + 2 }));
    const jobs = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${RFP_CLOSE_QUEUE} AND data->>'rfpId' = ${String(id)}`);
    expect(jobs.rows[0]!.n).toBe(1);
    expect((await orderRow(t, id)).status).toBe('REQD');
    await until(async () => (await orderRow(t, id)).status === 'CLSE');
    expect(await eventsOf(t, id)).toEqual(['CLSE']);
    expect((await historyOf(t, id)).at(-1)).toEqual({ from: 'REQD', to: 'CLSE', role: 'system', actorId: null });
  });
});

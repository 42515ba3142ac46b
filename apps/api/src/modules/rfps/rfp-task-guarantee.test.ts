import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderRequest, RfpDetails, RfpSummary } from '@portal/contract/rfps';
import { orders } from '@portal/db/schema/orders';
import { rfpTasks } from '@portal/db/schema/rfps';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ARABIC, customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { providerSession } from '../../../test/kits/provider-test-kit.ts';
import { rfpBody, rfpCounts } from '../../../test/kits/rfp-test-kit.ts';

/** Spec §2.9: a guarantee-terms checkbox on each profession card; the RFP's isGuarantee is computed from them. */
let t: TestApp;
let me: Awaited<ReturnType<typeof customerAt>>;
let other: Awaited<ReturnType<typeof customerAt>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  me = await customerAt(t, PLACES.khalda);
  other = await customerAt(t, PLACES.khalda);
}, 120_000);
afterAll(() => t?.close());

const post = (url: string, headers: Record<string, string>, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, lang }, payload: payload as object });
const get = (url: string, headers: Record<string, string>, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { ...headers, lang } });

async function create(body: Record<string, unknown>) {
  const res = await post('/api/v2/service/rfp/create', me.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
const storedFlags = async (rfpId: number) => {
  const [row] = await t.db.select({ isGuarantee: orders.isGuarantee }).from(orders).where(eq(orders.id, rfpId));
  const tasks = await t.db.select({ isGuarantee: rfpTasks.isGuarantee }).from(rfpTasks).where(eq(rfpTasks.rfpId, rfpId)).orderBy(rfpTasks.position);
  return [row!.isGuarantee, ...tasks.map((x) => x.isGuarantee)];
};

describe('guarantee per profession card', () => {
  it('stored per card, the RFP requiring one when any card does (whatever the body says); shown in lists, details and to providers', async () => {
    const body = await rfpBody(t, me.headers, [[1, 1], [2, 8]], { isGuarantee: false });
    body.tasks[0] = { ...body.tasks[0]!, isGuarantee: false } as (typeof body.tasks)[number];
    body.tasks[1] = { ...body.tasks[1]!, isGuarantee: true } as (typeof body.tasks)[number];
    const id = await create(body);
    expect(await storedFlags(id)).toEqual([true, false, true]);

    const details = (await get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, me.headers)).json().data as RfpDetails;
    expect([details.isGuarantee, ...details.tasks.map((x) => x.isGuarantee)]).toEqual([true, false, true]);
    const list = (await get('/api/service/rfp/customer/available/rfp/get', me.headers)).json().data as RfpSummary[];
    expect(list.find((r) => r.id === id)!.tasks.map((x) => x.isGuarantee)).toEqual([false, true]);

    // provider1 serves every sub-category around Amman: it sees each card's flag.
    const p1 = await providerSession(t, 'provider1@demo.jo');
    const rows = (await get('/api/provider/requests?type=R', p1.headers)).json().data as ProviderRequest[];
    const rfp = rows.find((r) => r.id === id)!.rfp!;
    expect([rfp.isGuarantee, ...rfp.tasks.map((x) => x.isGuarantee)]).toEqual([true, false, true]);

    // No card asks: the RFP does not, even when the body's RFP flag says true.
    const none = await rfpBody(t, me.headers, [[1, 1]], { isGuarantee: true });
    none.tasks[0] = { ...none.tasks[0]!, isGuarantee: false } as (typeof none.tasks)[number];
    expect(await storedFlags(await create(none))).toEqual([false, false]);
  });

  it('a body with only the RFP flag (older clients) gives it to every card', async () => {
    const id = await create(await rfpBody(t, me.headers, [[1, 1], [2, 8]], { isGuarantee: true }));
    expect(await storedFlags(id)).toEqual([true, true, true]);
    const off = await create(await rfpBody(t, me.headers, [[1, 1]], { isGuarantee: false }));
    expect(await storedFlags(off)).toEqual([false, false]);
  });

  it('neither the RFP nor every card says: a translated 400 and nothing written; a bad card flag is reported on the card', async () => {
    // The third card has no flag and the RFP gives none to take.
    const body = await rfpBody(t, me.headers, [[1, 1], [2, 8], [1, 2]]);
    const { isGuarantee: _, ...rest } = body;
    rest.tasks[0] = { ...rest.tasks[0]!, isGuarantee: true } as (typeof rest.tasks)[number];
    rest.tasks[1] = { ...rest.tasks[1]!, isGuarantee: 'maybe' } as unknown as (typeof rest.tasks)[number];
    const before = await rfpCounts(t);
    const res = await post('/api/v2/service/rfp/create', me.headers, rest, 'ar');
    expect(res.statusCode).toBe(400);
    const errors = res.json().data.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['isGuarantee', 'tasks.1.isGuarantee']);
    expect(errors.isGuarantee![0]).toMatch(ARABIC);
    expect(errors['tasks.1.isGuarantee']![0]).toMatch(ARABIC);
    expect(await rfpCounts(t)).toEqual(before);
  });

  it("another customer never sees the cards' flags", async () => {
    const id = await create(await rfpBody(t, me.headers, [[1, 1]], { isGuarantee: true }));
    expect((await get(`/api/v2/service/rfp/customer/details/get?rfpId=${id}`, other.headers)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@portal/contract/codes';
import { canTransition, ORDER_TRANSITIONS, type Transition } from '@portal/contract/order-state-machine';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, eventsOf, historyOf, insertOrder, orderRow, PLACES, post, providerSession } from '../../../test/kits/provider-test-kit.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;
let A: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await customerAt(t, PLACES.khalda);
  A = await providerSession(t, 'provider1@demo.jo');
});
afterAll(() => t.close());

const providerRows = ORDER_TRANSITIONS.filter((r) => r.actor === 'provider');

/** The dedicated call for a move (taking, declining and cancelling have their own), else /status. */
function callFor(r: Transition): { action: string; body?: unknown } {
  if (r.from === 'REQD' && (r.to === 'ACPT' || (r.type === 'E' && r.to === 'APRD'))) return { action: 'accept' };
  if (r.to === 'REJT') return { action: 'reject' };
  // A provider cancels only with an emergency reason (spec §4.5).
  if (r.to === 'CNCL') return { action: 'cancel', body: { reason: 'Family emergency' } };
  return { action: 'status', body: { status: r.to } };
}

/** An order in `from` that the provider holds (an express request: offered to it). */
const orderIn = (r: Pick<Transition, 'type' | 'from'>) =>
  insertOrder(t, {
    type: r.type,
    customerId: customer.id,
    status: r.from,
    providerId: r.type === 'E' && r.from === 'REQD' ? null : A.id,
    offeredTo: r.type === 'E' ? [A.id] : undefined,
  });

describe('every provider move of the contract table, over the HTTP API', () => {
  it('covers the table', () => expect(providerRows.length).toBeGreaterThan(20));

  it.each(providerRows.map((r) => [`${r.type} ${r.from} -> ${r.to}`, r] as const))('%s with its own call', async (_, r) => {
    const id = await orderIn(r);
    const { action, body } = callFor(r);
    const res = await post(t, `/api/provider/orders/${r.type}/${id}/${action}`, A.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(r.to);
    expect((await orderRow(t, id)).status).toBe(r.to);
    expect((await historyOf(t, id)).at(-1)).toMatchObject({ from: r.from, to: r.to, role: 'provider', actorId: A.id });
    expect(await eventsOf(t, id)).toEqual([r.to]);
  });

  it.each(providerRows.map((r) => [`${r.type} ${r.from} -> ${r.to}`, r] as const))('%s with /status', async (_, r) => {
    const id = await orderIn(r);
    const res = await post(t, `/api/provider/orders/${r.type}/${id}/status`, A.headers, {
      status: r.to,
      ...(r.to === 'CNCL' ? { reason: 'Family emergency' } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(t, id)).status).toBe(r.to);
  });
});

describe('moves the table does not give the provider', () => {
  const froms = [...new Set(providerRows.map((r) => `${r.type}:${r.from}`))].map((k) => {
    const [type, from] = k.split(':') as [Transition['type'], Transition['from']];
    return { type, from };
  });

  it.each(froms.map((f) => [`${f.type} ${f.from}`, f] as const))(
    'from %s: every other status answers 409 and changes nothing',
    async (_, f) => {
      const id = await orderIn(f);
      for (const to of ORDER_STATUSES) {
        if (canTransition(f.type, f.from, to, 'provider')) continue;
        // An express request declined by its only provider ends as untaken: that is the reject call's own rule.
        if (f.type === 'E' && f.from === 'REQD' && to === 'REJT') continue;
        const body = { status: to, ...(to === 'CNCL' ? { reason: 'Family emergency' } : {}) };
        const res = await post(t, `/api/provider/orders/${f.type}/${id}/status`, A.headers, body);
        expect(res.statusCode, `${f.type} ${f.from} -> ${to}: ${res.body}`).toBe(409);
      }
      expect((await orderRow(t, id)).status).toBe(f.from);
      expect(await historyOf(t, id)).toEqual([]);
    },
  );

  it('final orders cannot be moved or cancelled by the provider', async () => {
    for (const status of ['DONE', 'CBC', 'CBA', 'CNCL', 'REJT'] as const) {
      const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id, status });
      expect((await post(t, `/api/provider/orders/T/${id}/cancel`, A.headers, { reason: 'Family emergency' })).statusCode).toBe(409);
      expect((await post(t, `/api/provider/orders/T/${id}/accept`, A.headers)).statusCode).toBe(409);
      expect((await orderRow(t, id)).status).toBe(status);
    }
  });

  it('refuses a status that is not a code', async () => {
    const id = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: A.id });
    for (const body of [{ status: 'XX' }, { status: 'acpt' }, {}, { status: 1 }]) {
      expect((await post(t, `/api/provider/orders/T/${id}/status`, A.headers, body)).statusCode).toBe(400);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db/schema/notifications';
import { orders } from '@portal/db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { eventually } from '../../../test/kits/notifications-test-kit.ts';
import { customerAt, insertOrder, PLACES } from '../../../test/kits/provider-test-kit.ts';
import { touchOrder } from './touch-order.ts';

/**
 * touchOrder is the order-changed signal of every write that is not a status change. The tracking poll answers
 * 304 from memory (lib/order-etags.ts), so a write that skipped the signal would leave the customer looking at the
 * old order: these tests write through it and expect the poll to answer the new view at once, on both instances.
 */

let a: TestApp;
let b: TestApp;
let customer: Awaited<ReturnType<typeof customerAt>>;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameDatabaseAs: a });
  customer = await customerAt(a, PLACES.khalda);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const track = (t: TestApp, id: number, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/service/talzeem/request/get?serviceId=${id}`,
    headers: { ...customer.headers, lang: 'en', ...(etag ? { 'if-none-match': etag } : {}) },
  });

/** The order's description changed in a transaction, with or without the signal. */
async function rewrite(t: TestApp, id: number, description: string, signal: boolean) {
  await t.db.transaction(async (tx) => {
    await tx.update(orders).set({ description }).where(eq(orders.id, id));
    if (signal) await touchOrder(t.app.ctx, tx, { id }, 'quiet');
  });
}

describe('touchOrder', () => {
  it('makes the poll answer the new view at once, where a write without it is answered 304 from memory', async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id });
    const etag = (await track(a, id)).headers.etag as string;

    // Without the signal the remembered ETag still stands: what a forgetful writer would serve.
    await rewrite(a, id, 'Unsignalled change.', false);
    expect((await track(a, id, etag)).statusCode).toBe(304);

    await rewrite(a, id, 'The sink leaks again, now under the window.', true);
    const fresh = await track(a, id, etag);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.description).toBe('The sink leaks again, now under the window.');
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('reaches the other instance too (through the NOTIFY at commit)', async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id });
    const etag = (await track(b, id)).headers.etag as string;
    expect((await track(b, id, etag)).statusCode).toBe(304);
    await rewrite(a, id, 'Changed on the first instance.', true);
    const fresh = await eventually(async () => {
      const res = await track(b, id, etag);
      return res.statusCode === 200 && res;
    });
    expect(fresh.json().data.description).toBe('Changed on the first instance.');
  });

  it("tells the customer of an event, and reads the order's news when the customer acted", async () => {
    const id = await insertOrder(a, { type: 'T', customerId: customer.id });
    const [order] = await a.db.select().from(orders).where(eq(orders.id, id));
    const unread = () =>
      a.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.accountId, customer.id), eq(notifications.serviceId, id), eq(notifications.isRead, false)));

    const told = await a.db.transaction((tx) => touchOrder(a.app.ctx, tx, order!, 'ESTIMATE_SENT'));
    await told();
    expect(await unread()).toHaveLength(1);

    const read = await a.db.transaction((tx) => touchOrder(a.app.ctx, tx, order!, 'customerActed'));
    await read();
    expect(await unread()).toHaveLength(0);
  });
});

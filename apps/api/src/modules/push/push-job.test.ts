import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@portal/db/schema/notifications';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, PLACES, post, providerSession } from '../../../test/kits/provider-test-kit.ts';
import { startPushReceiver, type PushReceiver } from '../../../test/kits/push-receiver-test-kit.ts';
import { PUSH_QUEUE } from './push-sender.ts';

/**
 * Push leaves from a durable pg-boss job (docs/decisions/0013-durable-push-and-mail.md): an order action answers
 * without waiting for the push service, the job delivers the push, and a failing push service is tried again
 * later. The push service is a real local HTTP server that speaks Web Push and can answer slowly or fail.
 */
let t: TestApp;
let receiver: PushReceiver;
let customer: Awaited<ReturnType<typeof customerAt>>;
let provider: Awaited<ReturnType<typeof providerSession>>;

beforeAll(async () => {
  t = await createTestApp({ pushAllowInsecure: true });
  await seedDemo(t.db);
  receiver = await startPushReceiver();
  customer = await customerAt(t, PLACES.khalda);
  provider = await providerSession(t, 'provider1@demo.jo');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/push/subscribe',
    headers: customer.headers,
    payload: { deviceId: 'phone', subscription: receiver.subscription('/push/job') },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

type JobRow = { state: string; retry_count: number; due_later: boolean };
const jobsOf = async (orderId: number) =>
  (
    await t.db.execute<JobRow>(sql`
      SELECT j.state, j.retry_count, j.start_after > now() AS due_later FROM pgboss.job j
      JOIN notifications n ON n.id = (j.data->>'notificationId')::bigint
      WHERE j.name = ${PUSH_QUEUE} AND n.service_id = ${orderId}`)
  ).rows;
const pushesFor = (orderId: number) => receiver.received.map((r) => JSON.parse(receiver.decrypt(r.body))).filter((p) => p.serviceId === orderId);
const subscription = async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, customer.id)))[0]!;
const accept = async (orderId: number) => {
  const started = performance.now();
  const res = await post(t, `/api/provider/orders/T/${orderId}/accept`, provider.headers);
  return { res, ms: performance.now() - started };
};

describe('push from a durable job', () => {
  it('an order action answers without waiting for a slow push service; the job then delivers the push', async () => {
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: provider.id });
    receiver.answerAfter(3000);
    try {
      const { res, ms } = await accept(orderId);
      expect(res.statusCode, res.body).toBe(200);
      // The push service takes 3 s to answer; the request did not wait for it.
      expect(ms).toBeLessThan(1500);
      expect((await jobsOf(orderId)).length).toBe(1);
      await t.app.ctx.push.settled();
    } finally {
      receiver.answerAfter(0);
    }
    expect(pushesFor(orderId)).toEqual([expect.objectContaining({ serviceId: orderId, type: 'T', event: 'ACPT' })]);
    expect(await jobsOf(orderId)).toEqual([{ state: 'completed', retry_count: 0, due_later: false }]);
    expect((await subscription()).lastSuccessAt).toBeInstanceOf(Date);
  });

  it('a push service that fails is tried again later (backoff), and the retry delivers the push', async () => {
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: provider.id });
    const failuresBefore = (await subscription()).failures;
    receiver.answerWith(503);
    try {
      const { res } = await accept(orderId);
      expect(res.statusCode, res.body).toBe(200);
      await t.app.ctx.push.settled();
      expect(pushesFor(orderId)).toHaveLength(1);
      // Failed once, counted, and scheduled for a later attempt rather than dropped or retried at once (pg-boss
      // counts a retry when it starts).
      expect(await jobsOf(orderId)).toEqual([{ state: 'retry', retry_count: 0, due_later: true }]);
      expect((await subscription()).failures).toBe(failuresBefore + 1);
    } finally {
      receiver.answerWith(201);
    }
    // The backoff's wait is skipped here (its length is pg-boss's); the retry is the job's own next attempt.
    await t.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${PUSH_QUEUE} AND state = 'retry'`);
    await t.app.ctx.push.settled();
    expect(pushesFor(orderId)).toHaveLength(2);
    expect(await jobsOf(orderId)).toEqual([{ state: 'completed', retry_count: 1, due_later: false }]);
    expect((await subscription()).failures).toBe(0);
  });

  it('a subscription the push service says is gone (410) is removed and its job ends', async () => {
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: provider.id });
    receiver.answerWith(410);
    try {
      expect((await accept(orderId)).res.statusCode).toBe(200);
      await t.app.ctx.push.settled();
    } finally {
      receiver.answerWith(201);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, customer.id))).toEqual([]);
    expect(await jobsOf(orderId)).toEqual([{ state: 'completed', retry_count: 0, due_later: false }]);
  });
});

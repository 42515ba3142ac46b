import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@portal/db/schema/accounts';
import { pushSubscriptions } from '@portal/db/schema/notifications';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../lib/session-store.ts';
import { newUser, post, type TestUser } from '../../../test/kits/notifications-test-kit.ts';
import { startPushReceiver, type PushReceiver } from '../../../test/kits/push-receiver-test-kit.ts';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from './push.service.ts';

let t: TestApp;
let receiver: PushReceiver;
beforeAll(async () => {
  t = await createTestApp({ pushAllowInsecure: true });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** Another live session of the same account (another browser), as a TestUser. */
async function anotherSession(user: TestUser): Promise<TestUser> {
  const token = await t.app.ctx.sessions.create(user.accountId, null, 'W');
  return { accountId: user.accountId, token, headers: (lang = 'en', extra = {}) => ({ authorization: `Bearer ${token}`, lang, ...extra }) };
}
const subscribe = (user: TestUser, deviceId: string) => post(t, user, '/customer/push/subscribe', { deviceId, subscription: receiver.subscription() });
const devicesOf = async (accountId: number) =>
  (await t.db.select({ deviceId: pushSubscriptions.deviceId }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)))
    .map((r) => r.deviceId)
    .sort();
const pushesTo = async (accountId: number) => {
  const before = receiver.received.length;
  await t.app.ctx.notify.sendNow({ accountId, type: 'T', event: 'APRD', serviceId: 5 });
  await t.app.ctx.push.settled();
  return receiver.received.length - before;
};

describe('push subscriptions per account', () => {
  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT}: a new device replaces the least recently registered one`, async () => {
    const me = await newUser(t);
    for (let i = 1; i <= PUSH_SUBSCRIPTIONS_PER_ACCOUNT; i++) expect((await subscribe(me, `dev-${i}`)).statusCode).toBe(200);
    // dev-1 registers again (a page load): it is now the most recent, so dev-2 is the one to go.
    expect((await subscribe(me, 'dev-1')).statusCode).toBe(200);
    expect((await subscribe(me, 'dev-6')).statusCode).toBe(200);
    expect(await devicesOf(me.accountId)).toEqual(['dev-1', 'dev-3', 'dev-4', 'dev-5', 'dev-6']);
    expect(await pushesTo(me.accountId)).toBe(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  });

  it('concurrent subscriptions never leave more than the cap', async () => {
    const me = await newUser(t);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => subscribe(me, `burst-${i}`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await devicesOf(me.accountId)).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  });
});

describe('push subscriptions end with the session that registered them', () => {
  it('logout removes that session’s subscriptions only', async () => {
    const laptop = await newUser(t);
    const phone = await anotherSession(laptop);
    await subscribe(laptop, 'laptop');
    await subscribe(phone, 'phone');
    expect((await post(t, phone, '/customer/logout')).statusCode).toBe(200);
    expect(await devicesOf(laptop.accountId)).toEqual(['laptop']);
    expect(await pushesTo(laptop.accountId)).toBe(1);
  });

  it('a device that registers again under a new session moves to it (and ends with it)', async () => {
    const first = await newUser(t);
    const second = await anotherSession(first);
    await subscribe(first, 'browser');
    await subscribe(second, 'browser');
    expect((await post(t, first, '/customer/logout')).statusCode).toBe(200);
    expect(await devicesOf(first.accountId)).toEqual(['browser']);
    await t.app.ctx.sessions.revoke((await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, hashToken(second.token))))[0]!.id);
    expect(await devicesOf(first.accountId)).toEqual([]);
  });

  it('suspension by an operator removes every subscription of the account', async () => {
    const customer = await newUser(t);
    await subscribe(customer, 'a');
    await subscribe(await anotherSession(customer), 'b');
    const operator = await newUser(t, 'operator');
    const res = await post(t, operator, `/operator/customers/${customer.accountId}/suspend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await devicesOf(customer.accountId)).toEqual([]);
  });

  it('sends nothing to a subscription whose session has expired', async () => {
    const me = await newUser(t);
    await subscribe(me, 'stale');
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.tokenHash, hashToken(me.token)));
    expect(await pushesTo(me.accountId)).toBe(0);
  });
});

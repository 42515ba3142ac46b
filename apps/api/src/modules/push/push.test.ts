import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@portal/db/schema/accounts';
import { pushSubscriptions, serverSecrets } from '@portal/db/schema/notifications';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { newUser, post, type TestUser } from '../../../test/kits/notifications-test-kit.ts';
import { pushEndpointProblem } from './push-endpoint.ts';
import { startPushReceiver, type PushReceiver } from '../../../test/kits/push-receiver-test-kit.ts';
import { loadVapidKeys } from './vapid-keys.ts';

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

const subscribe = (user: TestUser, deviceId: string, subscription: unknown, lang = 'en') => post(t, user, '/customer/push/subscribe', { deviceId, subscription }, lang);
const rows = (accountId?: number) =>
  accountId === undefined ? t.db.select().from(pushSubscriptions) : t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));

async function publicKey(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
  expect(res.statusCode).toBe(200);
  return res.json().data.publicKey as string;
}

describe('VAPID keys', () => {
  it('are made on first start, served publicly (the public half only) and shared by every instance', async () => {
    const key = await publicKey(t);
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      expect(await publicKey(second)).toBe(key);
    } finally {
      await second.close();
    }
    // One pair in the table (beside the instance's own settings rows, see instance-settings.ts).
    const stored = (await t.db.select().from(serverSecrets)).filter((row) => row.key === 'vapid');
    expect(stored).toHaveLength(1);
  });

  it('concurrent first starts agree on one pair', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.delete(serverSecrets);
      const pairs = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys(fresh.db)));
      expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
      expect(new Set(pairs.map((p) => p.privateKey)).size).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('subscribe and unsubscribe', () => {
  it('keeps one subscription per account and device, in the language of the request', async () => {
    const me = await newUser(t);
    const sub = receiver.subscription();
    expect((await subscribe(me, 'dev-1', { ...sub, expirationTime: null }, 'fr')).statusCode).toBe(200);
    const again = receiver.subscription();
    expect((await subscribe(me, 'dev-1', again, 'ar')).statusCode).toBe(200);
    expect(await rows(me.accountId)).toEqual([expect.objectContaining({ deviceId: 'dev-1', endpoint: again.endpoint, lang: 'ar', p256dh: again.keys.p256dh, auth: again.keys.auth })]);
    expect((await subscribe(me, 'dev-2', receiver.subscription())).statusCode).toBe(200);
    expect(await rows(me.accountId)).toHaveLength(2);

    expect((await post(t, me, '/customer/push/unsubscribe', { deviceId: 'dev-1' })).statusCode).toBe(200);
    expect((await rows(me.accountId)).map((r) => r.deviceId)).toEqual(['dev-2']);
    // Unsubscribing an unknown device is fine (idempotent).
    expect((await post(t, me, '/customer/push/unsubscribe', { deviceId: 'dev-1' })).statusCode).toBe(200);
  });

  it('moves an endpoint to the account that subscribes it last (the browser signed in as someone else)', async () => {
    const first = await newUser(t);
    const second = await newUser(t);
    const sub = receiver.subscription();
    await subscribe(first, 'shared-browser', sub);
    await subscribe(second, 'shared-browser', sub);
    expect(await rows(first.accountId)).toHaveLength(0);
    expect(await rows(second.accountId)).toEqual([expect.objectContaining({ endpoint: sub.endpoint })]);
  });

  it('needs a customer session', async () => {
    const sub = receiver.subscription();
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/push/subscribe', payload: { deviceId: 'x', subscription: sub } })).statusCode).toBe(401);
    const provider = await newUser(t, 'provider');
    expect((await subscribe(provider, 'x', sub)).statusCode).toBe(403);
  });

  it.each([
    ['no deviceId', { subscription: 'OK' }, 'deviceIdRequired', 'deviceId'],
    ['a deviceId with spaces', { deviceId: 'a b', subscription: 'OK' }, 'deviceIdInvalid', 'deviceId'],
    ['no subscription', { deviceId: 'd' }, 'pushSubscriptionRequired', 'subscription'],
    ['a javascript: endpoint', { deviceId: 'd', subscription: { endpoint: 'javascript:alert(1)' } }, 'pushEndpointInvalid', 'subscription.endpoint'],
    ['an ftp endpoint', { deviceId: 'd', subscription: { endpoint: 'ftp://push.example.com/x' } }, 'pushEndpointInvalid', 'subscription.endpoint'],
    ['a p256dh of the wrong length', { deviceId: 'd', subscription: { keys: { p256dh: 'AAAA' } } }, 'pushKeysInvalid', 'subscription.keys.p256dh'],
    ['an auth secret that is not base64url', { deviceId: 'd', subscription: { keys: { auth: '!!!!!!!!!!!!!!!!!!!!!!' } } }, 'pushKeysInvalid', 'subscription.keys.auth'],
  ])('refuses %s with a translated message and writes nothing', async (_name, body, key, field) => {
    const me = await newUser(t);
    const valid = receiver.subscription();
    const b = body as { deviceId?: string; subscription?: unknown };
    const subscription =
      b.subscription === 'OK' ? valid : b.subscription && typeof b.subscription === 'object'
        ? { ...valid, ...(b.subscription as object), keys: { ...valid.keys, ...((b.subscription as { keys?: object }).keys ?? {}) } }
        : b.subscription;
    for (const [lang, cat] of [['ar', ar], ['fr', fr], ['en', en]] as const) {
      const res = await post(t, me, '/customer/push/subscribe', { deviceId: b.deviceId, subscription }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(cat[key as keyof typeof cat]);
      expect(res.json().data.errors[field]).toEqual([cat[key as keyof typeof cat]]);
    }
    expect(await rows(me.accountId)).toHaveLength(0);
  });

  it('refuses http and private hosts unless PUSH_ALLOW_INSECURE is on', async () => {
    const strict = await createTestApp();
    try {
      const me = await newUser(strict);
      const keys = receiver.subscription().keys;
      const cases: Array<[string, string]> = [
        [receiver.subscription().endpoint, 'pushEndpointInsecure'],
        ['http://push.example.com/x', 'pushEndpointInsecure'],
        ['https://127.0.0.1/x', 'pushEndpointInvalid'],
        ['https://10.1.2.3/x', 'pushEndpointInvalid'],
        ['https://[::1]/x', 'pushEndpointInvalid'],
        ['https://localhost/x', 'pushEndpointInvalid'],
        ['https://db.internal/x', 'pushEndpointInvalid'],
        ['https://fcm.googleapis.com:8443/x', 'pushEndpointInvalid'],
      ];
      for (const [endpoint, key] of cases) {
        const res = await strict.app.inject({ method: 'POST', url: '/api/customer/push/subscribe', headers: me.headers('ar'), payload: { deviceId: 'd', subscription: { endpoint, keys } } });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().message, endpoint).toBe(ar[key as keyof typeof ar]);
      }
      expect(await strict.db.select().from(pushSubscriptions)).toHaveLength(0);
      const ok = await strict.app.inject({
        method: 'POST', url: '/api/customer/push/subscribe', headers: me.headers(),
        payload: { deviceId: 'd', subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', keys } },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('endpoint rules', () => {
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBeNull();
    expect(pushEndpointProblem('https://web.push.apple.com/QGx', false)).toBeNull();
    expect(pushEndpointProblem('https://user:pw@fcm.googleapis.com/x', false)).toBe('pushEndpointInvalid');
    expect(pushEndpointProblem('https://printer/x', false)).toBe('pushEndpointInvalid');
    expect(pushEndpointProblem('http://127.0.0.1:9999/x', true)).toBeNull();
    expect(pushEndpointProblem('http://10.0.0.1/x', true)).toBe('pushEndpointInsecure');
    expect(pushEndpointProblem('file:///etc/passwd', true)).toBe('pushEndpointInvalid');
  });
});

describe('delivery', () => {
  it('sends an encrypted, VAPID-signed push that the receiving service decrypts to the order route, in the device language', async () => {
    const me = await newUser(t);
    const key = await publicKey(t);
    const sub = receiver.subscription('/push/delivery');
    await subscribe(me, 'phone', sub, 'ar');
    const before = receiver.received.length;

    const notified = await t.db.transaction(async (tx) => {
      const created = await t.app.ctx.notify.create(tx, { accountId: me.accountId, type: 'T', event: 'DONE', serviceId: 77 });
      // Nothing goes out before the commit: the push job is part of the transaction.
      await t.app.ctx.push.settled();
      expect(receiver.received.length).toBe(before);
      return created;
    });
    await notified.afterCommit();
    await t.app.ctx.push.settled();

    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const push = got[0]!;
    expect(push.path).toBe('/push/delivery');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    const claims = receiver.verifyVapid(push.headers, key);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

    const payload = JSON.parse(receiver.decrypt(push.body));
    expect(payload).toEqual({
      notificationId: notified.id,
      title: ar['notification.T.DONE.title'],
      body: ar['notification.T.DONE.body'].replace('{{orderNo}}', '77'),
      serviceId: 77,
      type: 'T',
      event: 'DONE',
      url: '/payment?serviceId=77&type=T',
    });
    const [row] = await rows(me.accountId);
    expect(row!.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('carries the replyId route of an RFP proposal and a plain message to /home', async () => {
    const me = await newUser(t);
    await subscribe(me, 'laptop', receiver.subscription(), 'en');
    const before = receiver.received.length;
    await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'R', event: 'REPLIED', serviceId: 9, payload: { replyId: 3 } });
    await t.app.ctx.push.settled();
    const operator = await newUser(t, 'operator');
    await post(t, operator, '/operator/notifications/send', { accountId: me.accountId, title: { en: 'Hi', ar: 'أهلًا', fr: 'Salut' }, body: { en: 'Body', ar: 'نص', fr: 'Texte' } });
    await t.app.ctx.push.settled();
    const payloads = receiver.received.slice(before).map((r) => JSON.parse(receiver.decrypt(r.body)));
    expect(payloads).toEqual([
      expect.objectContaining({ type: 'R', serviceId: 9, url: '/rfps-details?rfpId=9&replyId=3', body: 'A provider sent a proposal for your RFP #9.' }),
      expect.objectContaining({ type: 'SN', serviceId: null, url: '/home', title: 'Hi', body: 'Body' }),
    ]);
  });

  it('deletes the subscription when the push service answers 410 Gone (or 404), counts other failures', async () => {
    const me = await newUser(t);
    await subscribe(me, 'old-phone', receiver.subscription());
    try {
      receiver.answerWith(500);
      await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'UP', serviceId: 1 });
      await t.app.ctx.push.settled();
      expect((await rows(me.accountId))[0]!.failures).toBe(1);
      receiver.answerWith(410);
      await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'UP', serviceId: 1 });
      await t.app.ctx.push.settled();
      expect(await rows(me.accountId)).toHaveLength(0);

      await subscribe(me, 'old-phone', receiver.subscription());
      receiver.answerWith(404);
      await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'UP', serviceId: 1 });
      await t.app.ctx.push.settled();
      expect(await rows(me.accountId)).toHaveLength(0);
    } finally {
      receiver.answerWith(201);
    }
  });

  it('a failed push never fails the write, and an unreachable endpoint counts as a failure', async () => {
    const me = await newUser(t);
    await subscribe(me, 'gone', { ...receiver.subscription(), endpoint: 'http://127.0.0.1:1/push' });
    const sent = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'APRD', serviceId: 5 });
    await t.app.ctx.push.settled();
    expect((await rows(me.accountId))[0]!.failures).toBe(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: me.headers() });
    expect(list.json().data.list[0].id).toBe(sent.id);
  });

  it('sends nothing to a suspended account', async () => {
    const me = await newUser(t);
    await subscribe(me, 'p', receiver.subscription());
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, me.accountId));
    const before = receiver.received.length;
    await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'APRD', serviceId: 5 });
    await t.app.ctx.push.settled();
    expect(receiver.received.length).toBe(before);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@portal/db/schema/notifications';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { newUser, poll, post, type TestUser } from '../../../test/kits/notifications-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Item = { id: number; notificationId: number; type: string; event: string; serviceId: number | null; payload: string; title: string; body: string; enBody: string; arBody: string; frBody: string; isRead: boolean; createdAt: number; target: unknown };

async function list(user: TestUser, lang = 'en', query = '') {
  const res = await poll(t, user, lang, undefined, query);
  expect(res.statusCode).toBe(200);
  return { ...(res.json().data as { list: Item[]; unreadNotifications: number; unreadByType: Record<string, number> }), etag: res.headers.etag as string };
}

const rowState = async (id: number) => (await t.db.select({ isRead: notifications.isRead, dismissedAt: notifications.dismissedAt }).from(notifications).where(eq(notifications.id, id)))[0];

describe('notification list', () => {
  it('lists my notifications newest first, with the three bodies, the route of §4.3 and the unread counts by type', async () => {
    const me = await newUser(t);
    const empty = await list(me);
    expect(empty).toMatchObject({ list: [], unreadNotifications: 0, unreadByType: { E: 0, T: 0, R: 0, SN: 0 } });

    const before = Math.floor(Date.now() / 1000);
    const a = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'APRD', serviceId: 12 });
    const b = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'R', event: 'REPLIED', serviceId: 7, payload: { replyId: 31 } });
    const c = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'DONE', serviceId: 5 });
    const d = await t.app.ctx.notify.sendNow({
      accountId: me.accountId, type: 'SN', event: 'MESSAGE',
      message: { title: { en: 'Hello', ar: 'مرحبًا', fr: 'Bonjour' }, body: { en: 'Maintenance tonight', ar: 'صيانة الليلة', fr: 'Maintenance ce soir' } },
    });

    const got = await list(me, 'ar');
    expect(got.list.map((n) => n.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect(got.unreadNotifications).toBe(4);
    expect(got.unreadByType).toEqual({ E: 1, T: 1, R: 1, SN: 1 });

    const approved = got.list[3]!;
    expect(approved).toEqual({
      id: a.id, notificationId: a.id, type: 'T', event: 'APRD', serviceId: 12, payload: '{}',
      title: ar['notification.T.APRD.title'],
      body: ar['notification.T.APRD.body'].replace('{{orderNo}}', '12'),
      enBody: 'Your Direct Award order #12 has been approved.',
      arBody: ar['notification.T.APRD.body'].replace('{{orderNo}}', '12'),
      frBody: "Votre demande d'attribution directe n° 12 a été approuvée.",
      isRead: false, createdAt: expect.any(Number), target: { path: '/direct-award-reply', query: { serviceId: '12' } },
    });
    expect(approved.createdAt).toBeGreaterThanOrEqual(before - 1);
    expect(approved.createdAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

    expect(got.list[2]).toMatchObject({ type: 'R', payload: '{"replyId":31}', target: { path: '/rfps-details', query: { rfpId: '7', replyId: '31' } } });
    expect(got.list[1]).toMatchObject({ type: 'E', target: { path: '/payment', query: { serviceId: '5', type: 'E' } } });
    expect(got.list[0]).toMatchObject({ type: 'SN', serviceId: null, title: 'مرحبًا', body: 'صيانة الليلة', enBody: 'Maintenance tonight', frBody: 'Maintenance ce soir', target: null });
  });

  it('gives title and body in the language of the request, under another ETag', async () => {
    const me = await newUser(t);
    await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'OTW', serviceId: 44 });
    const inEn = await list(me, 'en');
    const inFr = await list(me, 'fr');
    const inAr = await list(me, 'ar');
    expect(inEn.list[0]!.body).toBe('The provider is on the way for your Express order #44.');
    expect(inEn.list[0]!.title).toBe(en['notification.E.OTW.title']);
    expect(inFr.list[0]!.body).toBe('Le prestataire est en route pour votre commande express n° 44.');
    expect(inFr.list[0]!.title).toBe(fr['notification.E.OTW.title']);
    expect(inAr.list[0]!.body).toBe('مزوّد الخدمة في طريقه إليك بخصوص طلب الخدمة السريعة رقم 44.');
    expect(new Set([inEn.etag, inFr.etag, inAr.etag]).size).toBe(3);
    expect(inAr.etag).toMatch(new RegExp(`^W/"${me.accountId}\\.\\d+\\.ar"$`));
    // The English ETag does not answer 304 for an Arabic request.
    expect((await poll(t, me, 'ar', inEn.etag)).statusCode).toBe(200);
    expect((await poll(t, me, 'en', inEn.etag)).statusCode).toBe(304);
  });

  it('lists 50 by default and up to 100 with limit; more is refused', async () => {
    const me = await newUser(t);
    await t.db.transaction(async (tx) => {
      for (let i = 1; i <= 105; i++) await t.app.ctx.notify.create(tx, { accountId: me.accountId, type: 'T', event: 'UP', serviceId: i });
    });
    expect((await list(me)).list).toHaveLength(50);
    expect((await list(me)).unreadNotifications).toBe(105);
    const hundred = await list(me, 'en', '?limit=100');
    expect(hundred.list).toHaveLength(100);
    expect(hundred.list[0]!.serviceId).toBe(105);
    const tooMany = await poll(t, me, 'en', undefined, '?limit=101');
    expect(tooMany.statusCode).toBe(400);
  });

  it('counts unread by type over every listed notification, past the page, without read or dismissed ones', async () => {
    const me = await newUser(t);
    const sent = await t.db.transaction(async (tx) => {
      const out = [];
      for (let i = 1; i <= 6; i++) out.push(await t.app.ctx.notify.create(tx, { accountId: me.accountId, type: 'E', event: 'UP', serviceId: i }));
      out.push(await t.app.ctx.notify.create(tx, { accountId: me.accountId, type: 'T', event: 'OTW', serviceId: 7 }));
      out.push(await t.app.ctx.notify.create(tx, { accountId: me.accountId, type: 'R', event: 'UP', serviceId: 8 }));
      return out;
    });
    await post(t, me, '/homepage/notification/read', { id: sent[0]!.id });
    const dismissed = await post(t, me, '/homepage/notification/dismiss', { id: sent[7]!.id });
    // The counts answered after a change and the ones of the list come from two different statements: they agree.
    expect(dismissed.json().data.unreadByType).toEqual({ E: 5, T: 1, R: 0, SN: 0 });
    const page = await list(me, 'en', '?limit=2');
    expect(page.list.map((n) => n.serviceId)).toEqual([7, 6]);
    expect(page.unreadByType).toEqual({ E: 5, T: 1, R: 0, SN: 0 });
    expect(page.unreadNotifications).toBe(6);
    const none = await newUser(t);
    expect(await list(none)).toMatchObject({ list: [], unreadNotifications: 0, unreadByType: { E: 0, T: 0, R: 0, SN: 0 } });
  });

  it('answers 401 without a session and 403 to a provider', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get' })).statusCode).toBe(401);
    const provider = await newUser(t, 'provider');
    expect((await poll(t, provider)).statusCode).toBe(403);
    expect((await post(t, provider, '/homepage/notification/read-all')).statusCode).toBe(403);
  });
});

describe('read, read all, dismiss, read for an order', () => {
  it('marks one read, bumps the version (new ETag) and answers the new counts; reading it again changes nothing', async () => {
    const me = await newUser(t);
    const a = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'OTW', serviceId: 1 });
    await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'R', event: 'UP', serviceId: 2 });
    const first = await list(me);
    const res = await post(t, me, '/homepage/notification/read', { id: a.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ unreadNotifications: 1, unreadByType: { E: 0, T: 0, R: 1, SN: 0 }, changed: 1 });
    const after = await list(me);
    expect(after.etag).not.toBe(first.etag);
    expect(after.list.find((n) => n.id === a.id)!.isRead).toBe(true);
    expect((await poll(t, me, 'en', first.etag)).statusCode).toBe(200);

    const again = await post(t, me, '/homepage/notification/read', { id: a.id });
    expect(again.json().data.changed).toBe(0);
    expect((await poll(t, me, 'en', after.etag)).statusCode).toBe(304);
  });

  it('marks all read', async () => {
    const me = await newUser(t);
    for (const serviceId of [1, 2, 3]) await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'UP', serviceId });
    const res = await post(t, me, '/homepage/notification/read-all');
    expect(res.json().data).toEqual({ unreadNotifications: 0, unreadByType: { E: 0, T: 0, R: 0, SN: 0 }, changed: 3 });
    expect((await list(me)).list.every((n) => n.isRead)).toBe(true);
  });

  it('dismisses one: gone from the list and the counts, for good', async () => {
    const me = await newUser(t);
    const a = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'CNCL', serviceId: 9 });
    const b = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'REJT', serviceId: 10 });
    const res = await post(t, me, '/homepage/notification/dismiss', { id: a.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ unreadNotifications: 1, changed: 1 });
    expect((await list(me)).list.map((n) => n.id)).toEqual([b.id]);
    expect((await rowState(a.id))!.dismissedAt).toBeInstanceOf(Date);
  });

  it('marks the notifications of one order read, only of that type and order', async () => {
    const me = await newUser(t);
    const x1 = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'APRD', serviceId: 20 });
    const x2 = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'OTW', serviceId: 20 });
    const otherOrder = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'OTW', serviceId: 21 });
    const otherType = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'OTW', serviceId: 20 });
    const res = await post(t, me, '/homepage/notification/read-for-order', { type: 'E', serviceId: 20 });
    expect(res.json().data).toMatchObject({ changed: 2, unreadNotifications: 2, unreadByType: { E: 1, T: 1, R: 0, SN: 0 } });
    const read = new Map((await list(me)).list.map((n) => [n.id, n.isRead]));
    expect([read.get(x1.id), read.get(x2.id), read.get(otherOrder.id), read.get(otherType.id)]).toEqual([true, true, false, false]);
  });

  it('refuses bad input with translated messages', async () => {
    const me = await newUser(t);
    const noId = await post(t, me, '/homepage/notification/read', {}, 'ar');
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe(ar.notificationIdRequired);
    const badType = await post(t, me, '/homepage/notification/read-for-order', { type: 'SN', serviceId: 1 }, 'fr');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe(fr.notificationTypeInvalid);
  });
});

describe("another customer's notifications", () => {
  it('are never listed, and reading or dismissing them answers 404 and changes nothing', async () => {
    const me = await newUser(t);
    const other = await newUser(t);
    const theirs = await t.app.ctx.notify.sendNow({ accountId: other.accountId, type: 'T', event: 'APRD', serviceId: 77 });
    const mine = await t.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'APRD', serviceId: 77 });
    const otherEtag = (await list(other)).etag;

    expect((await list(me)).list.map((n) => n.id)).toEqual([mine.id]);
    expect((await list(me, 'en', '?limit=100')).list.some((n) => n.id === theirs.id)).toBe(false);

    const read = await post(t, me, '/homepage/notification/read', { id: theirs.id }, 'ar');
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(ar.notificationNotFound);
    const dismiss = await post(t, me, '/homepage/notification/dismiss', { id: theirs.id });
    expect(dismiss.statusCode).toBe(404);
    expect(await rowState(theirs.id)).toEqual({ isRead: false, dismissedAt: null });

    // Read-all and read-for-order touch only my own rows.
    await post(t, me, '/homepage/notification/read-all');
    await post(t, me, '/homepage/notification/read-for-order', { type: 'T', serviceId: 77 });
    expect(await rowState(theirs.id)).toEqual({ isRead: false, dismissedAt: null });
    expect((await rowState(mine.id))!.isRead).toBe(true);
    // Their list did not even change version.
    expect((await poll(t, other, 'en', otherEtag)).statusCode).toBe(304);

    // A missing id answers the same as someone else's.
    expect((await post(t, me, '/homepage/notification/read', { id: 987654321 })).statusCode).toBe(404);
  });
});

describe('operator message', () => {
  it('writes a plain message (SN) to the customer in three languages', async () => {
    const operator = await newUser(t, 'operator');
    const customer = await newUser(t);
    const res = await post(t, operator, '/operator/notifications/send', {
      accountId: customer.accountId,
      title: { en: 'Service update', ar: 'تحديث الخدمة', fr: 'Mise à jour du service' },
      body: { en: 'We have new providers in Irbid.', ar: 'لدينا مزوّدو خدمة جدد في إربد.', fr: 'Nous avons de nouveaux prestataires à Irbid.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(en.notificationSent);
    const got = await list(customer, 'fr');
    expect(got.list[0]).toMatchObject({ id: res.json().data.id, type: 'SN', event: 'MESSAGE', title: 'Mise à jour du service', body: 'Nous avons de nouveaux prestataires à Irbid.', target: null });
    expect(got.unreadByType.SN).toBe(1);
  });

  it('is for operators only, to an existing customer, with the three texts', async () => {
    const customer = await newUser(t);
    const provider = await newUser(t, 'provider');
    const operator = await newUser(t, 'operator');
    const body = { accountId: customer.accountId, title: { en: 'a', ar: 'ب', fr: 'c' }, body: { en: 'a', ar: 'ب', fr: 'c' } };
    expect((await post(t, customer, '/operator/notifications/send', body)).statusCode).toBe(403);
    expect((await post(t, provider, '/operator/notifications/send', body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/notifications/send', payload: body })).statusCode).toBe(401);
    const toProvider = await post(t, operator, '/operator/notifications/send', { ...body, accountId: provider.accountId });
    expect(toProvider.statusCode).toBe(404);
    const missing = await post(t, operator, '/operator/notifications/send', { ...body, title: { en: 'a', ar: '', fr: 'c' } }, 'ar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(ar.notificationTitleInvalid);
    expect((await list(customer)).list).toHaveLength(0);
  });
});

describe('documentation', () => {
  it('documents every call with its request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['read', 'read-all', 'dismiss', 'read-for-order']) expect(doc.paths[`/api/homepage/notification/${path}`].post.tags).toEqual(['notifications']);
    const list = doc.paths['/api/homepage/notification/get'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toContain('limit');
    const item = list.responses['200'].content['application/json'].schema.properties.data.properties.list.items;
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining(['notificationId', 'payload', 'enBody', 'arBody', 'frBody', 'createdAt', 'target']));
    expect(doc.paths['/api/operator/notifications/send'].post.tags).toEqual(['operator']);
    expect(doc.paths['/api/customer/push/subscribe'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('subscription');
    expect(doc.paths['/api/customer/push/unsubscribe'].post.tags).toEqual(['push']);
    expect(doc.paths['/api/push/vapid-public-key'].get.tags).toEqual(['push']);
  });
});

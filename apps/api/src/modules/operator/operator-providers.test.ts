import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { linkIn, mailsTo } from '../../../test/kits/auth-test-kit.ts';
import { customerAt, insertOrder, PLACES, providerSession } from '../../../test/kits/provider-test-kit.ts';

/** Providers in the operator console (issue 17, point 4): every call, its role rule and its audit row. */
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;

async function operatorLogin(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/login', payload: { email, password: 'Demo@12345' } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
  return { authorization: `Bearer ${res.json().data.authToken as string}` };
}
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: { ...headers, lang }, payload });
const auditCount = async () => (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
const lastAudit = async () => (await t.pool.query('SELECT operator_role, action, entity, entity_id, request, before, after FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];
const accountOf = async (id: number) =>
  (await t.pool.query<{ status: string; status_reason: string | null; is_verified: boolean }>('SELECT status, status_reason, is_verified FROM accounts WHERE id = $1', [id])).rows[0]!;

const newProvider = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: { en: 'Zarqa Electric', ar: 'كهرباء الزرقاء', fr: 'Électricité Zarqa' },
  userType: 'C',
  countryCode: '+962',
  phoneNo: '0795551234',
  dailyRate: 40,
  minimumRatePerVisit: 15.5,
  expertise: { en: 'Wiring', ar: 'تمديدات كهربائية', fr: 'Câblage' },
  about: { en: 'Ten years in Zarqa.', ar: 'عشر سنوات في الزرقاء.', fr: 'Dix ans à Zarqa.' },
  subCategoryIds: [1, 2],
  lang: 'ar',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  admin = await operatorLogin('operator@demo.jo');
  support = await operatorLogin('support@demo.jo');
});
afterAll(() => t.close());

describe('creating a provider', () => {
  it('creates the account and its profile and mails a single-use link that sets the password', async () => {
    const res = await call(admin, 'POST', '/providers', newProvider('new.pro@example.jo'));
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().data as { id: number };
    expect(await lastAudit()).toMatchObject({ operator_role: 'admin', action: 'POST /api/operator/providers', entity: 'provider', entity_id: String(id), after: { status: 'active', passwordSet: false } });

    const detail = (await call(support, 'GET', `/providers/${id}`)).json().data;
    expect(detail).toMatchObject({ email: 'new.pro@example.jo', passwordSet: false, phoneNo: '795551234', dailyRate: 40, subCategories: [{ id: 1 }, { id: 2 }] });

    const [mail] = await mailsTo(t, 'new.pro@example.jo');
    expect(mail!.subject).toBe(apiAr.mailInviteSubject);
    const link = linkIn(mail!);
    expect(link.pathname).toBe('/pro/set-password');
    const token = link.searchParams.get('token')!;
    // Not signed in before the password is set.
    expect((await t.app.inject({ method: 'POST', url: '/api/provider/login', payload: { email: 'new.pro@example.jo', password: 'Zarqa@2026!' } })).statusCode).toBe(400);

    const set = (password: string, lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/provider/password/set', headers: { lang }, payload: { token, password, confirmPassword: password } });
    const weak = await set('weak', 'fr');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(contractFr.validation.passwordPattern);
    expect((await set('Zarqa@2026!')).statusCode).toBe(200);
    expect((await accountOf(id)).is_verified).toBe(true);
    // Single use.
    expect((await set('Another@2026!')).json()).toMatchObject({ status: 400, data: { errors: { token: expect.any(Array) } } });
    const login = await t.app.inject({ method: 'POST', url: '/api/provider/login', payload: { email: 'new.pro@example.jo', password: 'Zarqa@2026!' } });
    expect(login.statusCode, login.body).toBe(200);
    // A provider with a password gets no new invitation.
    expect((await call(admin, 'POST', `/providers/${id}/invitation`)).statusCode).toBe(409);
  });

  it('refuses bad input in the caller\'s language and writes nothing', async () => {
    const before = await auditCount();
    const providersBefore = (await t.pool.query('SELECT count(*)::int AS n FROM providers')).rows[0].n;
    const bad = await call(admin, 'POST', '/providers', newProvider('bad.pro@example.jo', { subCategoryIds: [], dailyRate: -1 }), 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toMatchObject({ subCategoryIds: expect.any(Array), dailyRate: expect.any(Array) });
    const unknown = await call(admin, 'POST', '/providers', newProvider('bad.pro@example.jo', { subCategoryIds: [999999] }), 'ar');
    expect(unknown.statusCode).toBe(400);
    const taken = await call(admin, 'POST', '/providers', newProvider('provider1@demo.jo'), 'ar');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(apiAr.providerEmailTaken);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM providers')).rows[0].n).toBe(providersBefore);
    expect(await auditCount()).toBe(before);
  });

  it('is for admins: support is refused every provider change and nothing is logged', async () => {
    const { id } = await providerSession(t, 'p7@demo.jo');
    const before = await auditCount();
    for (const [method, url, body] of [
      ['POST', '/providers', newProvider('s.pro@example.jo')],
      ['POST', `/providers/${id}/invitation`, undefined],
      ['PUT', `/providers/${id}/profile`, {}],
      ['PUT', `/providers/${id}/sub-categories`, { subCategoryIds: [1] }],
      ['PUT', `/providers/${id}/areas`, { areas: [] }],
      ['POST', `/providers/${id}/albums`, {}],
      ['DELETE', `/providers/${id}/albums/1`, undefined],
      ['POST', `/providers/${id}/suspend`, { reason: 'x' }],
      ['POST', `/providers/${id}/reactivate`, { reason: 'x' }],
      ['POST', `/providers/${id}/terminate`, { reason: 'x' }],
    ] as const) {
      expect((await call(support, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await auditCount()).toBe(before);
    expect((await accountOf(id)).status).toBe('active');
  });
});

describe('editing a provider', () => {
  it('replaces the profile, trades, areas and albums; each change is in the audit log with before and after', async () => {
    const { id } = await providerSession(t, 'p8@demo.jo');
    const profile = { ...newProvider(''), email: undefined, subCategoryIds: undefined, lang: undefined, dailyRate: 55, carToggle: true };
    const saved = await call(admin, 'PUT', `/providers/${id}/profile`, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ dailyRate: 55, carToggle: true, name: { en: 'Zarqa Electric' } });
    expect(await lastAudit()).toMatchObject({ action: 'PUT /api/operator/providers/:id/profile', entity_id: String(id), after: { daily_rate: 55 } });

    const subs = await call(admin, 'PUT', `/providers/${id}/sub-categories`, { subCategoryIds: [3, 3, 4] });
    expect(subs.json().data.subCategories.map((s: { id: number }) => s.id)).toEqual([3, 4]);
    expect(await lastAudit()).toMatchObject({ after: [3, 4] });

    const area = { city: 'Zarqa', state: 'Zarqa', country: 'Jordan', latitude: 32.07, longitude: 36.09 };
    const areas = await call(admin, 'PUT', `/providers/${id}/areas`, { areas: [area] });
    expect(areas.json().data.areas).toMatchObject([area]);
    expect((await call(admin, 'PUT', `/providers/${id}/areas`, { areas: [{ ...area, latitude: 200 }] })).statusCode).toBe(400);

    const album = await call(admin, 'POST', `/providers/${id}/albums`, { name: { en: 'Kitchens', ar: 'مطابخ', fr: 'Cuisines' }, images: ['https://example.jo/a.jpg'] });
    expect(album.statusCode, album.body).toBe(200);
    const albumId = album.json().data.id as number;
    expect((await call(admin, 'GET', `/providers/${id}`)).json().data.albums.at(-1)).toMatchObject({ id: albumId, images: ['https://example.jo/a.jpg'] });
    expect((await call(admin, 'POST', `/providers/${id}/albums`, { name: { en: 'X', ar: 'س', fr: 'X' }, images: ['javascript:alert(1)'] })).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', `/providers/${id}/albums/${albumId}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'DELETE /api/operator/providers/:id/albums/:childId', entity: 'provider_album', after: null });
    expect((await call(admin, 'DELETE', `/providers/${id}/albums/${albumId}`)).statusCode).toBe(404);
  });

  it('shows the provider\'s cancellations and reviews', async () => {
    const { id } = await providerSession(t, 'provider1@demo.jo');
    const detail = (await call(support, 'GET', `/providers/${id}`)).json().data;
    expect(detail.cancellations).toMatchObject({ perMonth: expect.any(Array), recent: expect.any(Array) });
    expect(Array.isArray(detail.reviews)).toBe(true);
    expect((await call(support, 'GET', '/providers/999999')).statusCode).toBe(404);
  });
});

describe('suspending and terminating', () => {
  it('suspends with a reason: sessions end at once, open orders go to another provider of the sub-category, the customer is told', async () => {
    const P = await providerSession(t, 'provider2@demo.jo');
    const customer = await customerAt(t, PLACES.khalda);
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: P.headers })).statusCode).toBe(200);

    const noReason = await call(admin, 'POST', `/providers/${P.id}/suspend`, {}, 'ar');
    expect(noReason.statusCode).toBe(400);
    expect((await accountOf(P.id)).status).toBe('active');

    const res = await call(admin, 'POST', `/providers/${P.id}/suspend`, { reason: 'Three no-shows this month' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { status: string; reassigned: Array<{ orderId: number; toProviderId: number }>; cancelled: number[] };
    expect(data.status).toBe('suspended');
    expect(data.reassigned).toMatchObject([{ orderId }]);
    expect(data.reassigned[0]!.toProviderId).not.toBe(P.id);
    expect(await accountOf(P.id)).toMatchObject({ status: 'suspended', status_reason: 'Three no-shows this month' });
    // The provider's session is gone at once.
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: P.headers })).statusCode).toBe(401);
    const order = (await t.pool.query('SELECT provider_id, status FROM orders WHERE id = $1', [orderId])).rows[0];
    expect(order).toEqual({ provider_id: data.reassigned[0]!.toProviderId, status: 'ACPT' });
    const news = (await t.pool.query('SELECT type, event, title_en FROM notifications WHERE account_id = $1', [customer.id])).rows;
    expect(news).toEqual([{ type: 'T', event: 'ACPT', title_en: 'New service provider' }]);
    expect(await lastAudit()).toMatchObject({
      action: 'POST /api/operator/providers/:id/suspend',
      before: { status: 'active', openOrders: [{ id: orderId }] },
      after: { status: 'suspended', statusReason: 'Three no-shows this month', openOrders: [] },
      request: { body: { reason: 'Three no-shows this month' } },
    });

    const again = await call(admin, 'POST', `/providers/${P.id}/reactivate`, { reason: 'Talked it through' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await accountOf(P.id)).toMatchObject({ status: 'active', status_reason: 'Talked it through' });
    expect((await call(admin, 'POST', `/providers/${P.id}/reactivate`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('terminates for good; an order nobody else can take is cancelled (CBA)', async () => {
    const P = await providerSession(t, 'p12@demo.jo');
    const customer = await customerAt(t, PLACES.khalda);
    // A sub-category only this provider serves.
    const { rows } = await t.pool.query<{ id: number }>(
      `SELECT s.id FROM sub_categories s WHERE NOT EXISTS (SELECT 1 FROM provider_sub_categories ps JOIN accounts a ON a.id = ps.provider_id
         WHERE ps.sub_category_id = s.id AND a.status = 'active' AND ps.provider_id <> $1) ORDER BY s.id LIMIT 1`,
      [P.id],
    );
    const orderId = await insertOrder(t, { type: 'T', customerId: customer.id, providerId: P.id, status: 'ACPT' });
    if (rows[0]) await t.pool.query('UPDATE orders SET sub_category_id = $1 WHERE id = $2', [rows[0].id, orderId]);
    else await t.pool.query(`UPDATE accounts SET status = 'suspended' WHERE role = 'provider' AND id <> $1`, [P.id]);
    try {
      const res = await call(admin, 'POST', `/providers/${P.id}/terminate`, { reason: 'Fraudulent invoices' }, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: apiAr.providerTerminated, data: { status: 'deleted', cancelled: [orderId], reassigned: [] } });
      expect((await t.pool.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status).toBe('CBA');
      expect((await call(admin, 'POST', `/providers/${P.id}/reactivate`, { reason: 'oops' })).statusCode).toBe(409);
      expect((await call(admin, 'POST', `/providers/${P.id}/suspend`, { reason: 'oops' })).statusCode).toBe(409);
    } finally {
      if (!rows[0]) await t.pool.query(`UPDATE accounts SET status = 'active' WHERE role = 'provider' AND id <> $1`, [P.id]);
    }
  });
});

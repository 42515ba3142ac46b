import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import { verifyPassword } from '@portal/db/password';
import { accounts } from '@portal/db/schema/accounts';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiAr from '../../locales/ar.json' with { type: 'json' };
import apiEn from '../../locales/en.json' with { type: 'json' };
import apiFr from '../../locales/fr.json' with { type: 'json' };
import { bearer, customerAt, operatorHeaders, PLACES, providerId, rowCounts, sessionFor } from '../../../test/kits/accounts-test-kit.ts';
import { ensureEnvOperator } from './env-operator.ts';

const login = (t: TestApp, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/operator/login', headers: { lang }, payload: payload as object });

describe('operator sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('gives the seeded operator a token that opens the operator API', async () => {
    const res = await login(t, { email: ' Operator@Demo.jo ', password: 'Demo@12345' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: apiEn.loginSuccess, data: { authToken: expect.any(String) } });
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/categories', headers: bearer(res.json().data.authToken) });
    expect(list.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown address and a customer account alike, in the caller language', async () => {
    for (const payload of [
      { email: 'operator@demo.jo', password: 'Wrong@12345' },
      { email: 'nobody@demo.jo', password: 'Demo@12345' },
      { email: 'customer@demo.jo', password: 'Demo@12345' },
      { email: 'provider1@demo.jo', password: 'Demo@12345' },
    ]) {
      const res = await login(t, payload, 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, status: 400, message: apiAr.invalidCredentials, data: null });
    }
  });

  it('refuses bad input with the translated field message, and opens no session', async () => {
    const before = await rowCounts(t);
    const res = await login(t, { password: 'Demo@12345' }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: contractAr.validation.emailRequired,
      data: { errors: { email: [contractAr.validation.emailRequired] } },
    });
    const short = await login(t, { email: 'operator@demo.jo', password: '123' }, 'ar');
    expect(short.json().data.errors.password).toEqual([contractAr.validation.passwordLength]);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a suspended operator', async () => {
    const [op] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'operator@demo.jo'));
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, op!.id));
    try {
      const res = await login(t, { email: 'operator@demo.jo', password: 'Demo@12345' }, 'fr');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(apiFr.accountSuspended);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, op!.id));
    }
  });

  it('ends the session on logout', async () => {
    const headers = await operatorHeaders(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/categories', headers })).statusCode).toBe(401);
  });
});

describe('operator API authorization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  const calls = (p: number) =>
    [
      ['GET', '/api/operator/categories'],
      ['POST', '/api/operator/categories', { en: 'A', ar: 'أ', fr: 'A' }],
      ['PATCH', '/api/operator/categories/1', { en: 'Changed' }],
      ['DELETE', '/api/operator/categories/9'],
      ['POST', '/api/operator/categories/9/sub-categories', { en: 'A', ar: 'أ', fr: 'A' }],
      ['PATCH', '/api/operator/sub-categories/1', { en: 'Changed' }],
      ['DELETE', '/api/operator/sub-categories/1'],
      ['GET', '/api/operator/banners'],
      ['POST', '/api/operator/banners', { kind: 'desktop', lang: 'en', image: 'banners/desktop-en-1.svg', link: '/express' }],
      ['DELETE', '/api/operator/banners/1'],
      ['GET', '/api/operator/onboarding-screens'],
      ['POST', '/api/operator/onboarding-screens', { lang: 'en', image: 'onboarding/1.svg', title: 'T', description: 'D' }],
      ['PATCH', '/api/operator/onboarding-screens/1', { title: 'Changed' }],
      ['DELETE', '/api/operator/onboarding-screens/1'],
      ['GET', '/api/operator/static-pages/terms/en'],
      ['PUT', '/api/operator/static-pages/terms/en', { html: '<p>Changed</p>' }],
      ['GET', '/api/operator/providers'],
      ['PATCH', `/api/operator/providers/${p}`, { isGoldenTechnician: true }],
      ['GET', '/api/operator/complaints'],
      ['PATCH', '/api/operator/complaints/1', { status: 'closed', operatorNote: 'x' }],
      ['GET', '/api/operator/validation-data'],
      ['PUT', '/api/operator/validation-data', { key: 'noOfGalleryPhotos', value: 9 }],
      ['POST', '/api/operator/logout'],
    ] as Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object?]>;

  it('answers 401 without a session and 403 to customers and providers, before looking at the input, writing nothing', async () => {
    const p = await providerId(t, 'provider2@demo.jo');
    const customer = await customerAt(t, PLACES.khalda);
    const provider = await sessionFor(t, 'provider1@demo.jo', 'provider');
    const before = await rowCounts(t);
    for (const [method, url, payload] of calls(p)) {
      const none = await t.app.inject({ method, url, payload, headers: { lang: 'ar' } });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json().message).toBe(apiAr.sessionExpired);
      for (const headers of [customer.headers, provider.headers]) {
        const res = await t.app.inject({ method, url, payload, headers });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(apiEn.forbidden);
      }
      // Even bad input is answered 403, not with its validation messages.
      const bad = await t.app.inject({ method, url, payload: { nonsense: true }, headers: customer.headers });
      expect(bad.statusCode, `${method} ${url}`).toBe(403);
    }
    const after = await rowCounts(t);
    expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
  });

  it('documents every operator route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const p = await providerId(t, 'provider2@demo.jo');
    for (const [method, url] of calls(p)) {
      const path = url
        .replace(/^\/api/, '/api')
        .replace(/\/(\d+)(?=\/|$)/g, '/{id}')
        .replace('/static-pages/terms/en', '/static-pages/{key}/{lang}');
      const entry = doc.paths[path]?.[method.toLowerCase()];
      expect(entry, `${method} ${path}`).toBeDefined();
      expect(entry!.tags).toEqual(['operator']);
    }
    for (const path of [
      '/api/operator/login',
      '/api/admin/category/get',
      '/api/service/category/service-provider/get',
      '/api/service/talzeem/service-provider/get',
      '/api/service/talzeem/service-provider/get/{id}',
      '/api/service/service-provider/reviews/get',
      '/api/customer/visit-count-and-last-visit',
      '/api/customer/profile/view',
      '/api/customer/complaint/add',
      '/api/customer/complaint/get',
      '/api/user/static-page/get',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});

describe('operator sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  it('locks the operator after 5 failed attempts with a translated 429, the right password included', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, { email: 'operator@demo.jo', password: 'Wrong@12345' })).statusCode).toBe(400);
    const res = await login(t, { email: 'operator@demo.jo', password: 'Demo@12345' }, 'ar');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json().message).toBe(apiAr.loginLocked_one);
  });
});

describe('operator from OPERATOR_EMAIL and OPERATOR_PASSWORD', () => {
  let t: TestApp;
  const env = { OPERATOR_EMAIL: 'Admin@Example.jo', OPERATOR_PASSWORD: 'Strong@Pass1' };
  const log = { info: () => {} };

  beforeAll(async () => {
    // The server reads the variables at start.
    Object.assign(process.env, env);
    try {
      t = await createTestApp();
    } finally {
      delete process.env.OPERATOR_EMAIL;
      delete process.env.OPERATOR_PASSWORD;
    }
  });
  afterAll(() => t.close());

  it('creates the operator at start, who can then sign in', async () => {
    const res = await login(t, { email: 'admin@example.jo', password: 'Strong@Pass1' });
    expect(res.statusCode).toBe(200);
  });

  it('leaves an existing operator and its password as they are', async () => {
    expect(await ensureEnvOperator(t.db, { OPERATOR_EMAIL: 'admin@example.jo', OPERATOR_PASSWORD: 'Other@Pass2' }, log)).toBe(false);
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@example.jo'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('operator');
    expect(await verifyPassword(rows[0]!.passwordHash, 'Strong@Pass1')).toBe(true);
  });

  it('does nothing without the variables, and refuses half or weak settings', async () => {
    expect(await ensureEnvOperator(t.db, {}, log)).toBe(false);
    await expect(ensureEnvOperator(t.db, { OPERATOR_EMAIL: 'x@example.jo' }, log)).rejects.toThrow(/set together/);
    await expect(ensureEnvOperator(t.db, { OPERATOR_EMAIL: 'x@example.jo', OPERATOR_PASSWORD: 'weak' }, log)).rejects.toThrow(
      /OPERATOR_PASSWORD/,
    );
    await expect(ensureEnvOperator(t.db, { OPERATOR_EMAIL: 'not-an-address', OPERATOR_PASSWORD: 'Strong@Pass1' }, log)).rejects.toThrow(
      /OPERATOR_EMAIL/,
    );
    expect(await t.db.select().from(accounts).where(eq(accounts.email, 'x@example.jo'))).toEqual([]);
  });
});

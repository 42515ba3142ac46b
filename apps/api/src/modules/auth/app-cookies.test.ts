import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';
import { ROLE_COOKIES } from '../../lib/session-cookie.ts';

/** One cookie per app (docs/decisions/0022): the portal, the console (/ops) and the provider app (/pro) in one browser. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t?.close());

const PORTAL = 'http://portal.test';
type Cookie = { name: string; value: string; path?: string; httpOnly?: boolean; sameSite?: string; maxAge?: number };
const cookieOf = (res: { cookies: Cookie[] }, name: string) => res.cookies.find((c) => c.name === name);

async function signIn(url: string, email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url, headers: { origin: PORTAL }, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('the session cookies of the three apps', () => {
  it("an operator's sign-in sets only the console's cookie, which opens /api/operator/me and nothing of a customer's", async () => {
    const res = await signIn('/api/operator/login', 'operator@demo.jo', 'Demo@12345');
    const ops = cookieOf(res, ROLE_COOKIES.operator);
    expect(ops).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Lax' });
    expect(cookieOf(res, ROLE_COOKIES.customer)).toBeUndefined();
    const cookie = `${ROLE_COOKIES.operator}=${ops!.value}`;
    const me = await t.app.inject({ method: 'GET', url: '/api/operator/me', headers: { cookie, lang: 'ar' } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'operator@demo.jo', role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers: { cookie } })).statusCode).toBe(401);
    // A write carried by the cookie from another site is refused, as the portal's are.
    const forged = await t.app.inject({ method: 'POST', url: '/api/operator/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/api/operator/logout', headers: { cookie, origin: PORTAL } });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, ROLE_COOKIES.operator)?.maxAge).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it("a provider's sign-in sets the provider app's cookie; its logout ends that session only", async () => {
    const customer = await verifiedCustomer(t);
    const portal = await signIn('/api/customer/login', customer.email, customer.password);
    const pro = await signIn('/api/provider/login', 'provider1@demo.jo', 'Demo@12345');
    const both = `${ROLE_COOKIES.customer}=${cookieOf(portal, ROLE_COOKIES.customer)!.value}; ${ROLE_COOKIES.provider}=${cookieOf(pro, ROLE_COOKIES.provider)!.value}`;
    const me = await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: { cookie: both } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.email).toBe('provider1@demo.jo');
    const out = await t.app.inject({ method: 'POST', url: '/api/provider/logout', headers: { cookie: both, origin: PORTAL, 'x-khidmat-app': 'pro' } });
    expect(out.statusCode, out.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/provider/me', headers: { cookie: both } })).statusCode).toBe(401);
    // The customer, signed in to the portal in the same browser, stays signed in.
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers: { cookie: both } })).statusCode).toBe(200);
  });

  it('a sign-in posted from another site gets no cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/provider/login', headers: { origin: 'https://evil.example' }, payload: { email: 'provider2@demo.jo', password: 'Demo@12345' } });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, ROLE_COOKIES.provider)).toBeUndefined();
  });
});

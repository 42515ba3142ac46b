import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { SESSION_COOKIE } from '../../lib/session-cookie.ts';
import { parseTrustProxy } from '../../lib/trust-proxy.ts';
import { rowCounts, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Cookie = { name: string; value: string; path?: string; maxAge?: number; httpOnly?: boolean; secure?: boolean; sameSite?: string };
const sessionCookie = (res: { cookies: Cookie[] }) => res.cookies.find((c) => c.name === SESSION_COOKIE);
const rawSetCookie = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().map(String).join('\n');
const cookieHeader = (token: string) => ({ cookie: `other=1; ${SESSION_COOKIE}=${token}` });
const PORTAL = 'http://portal.test';

async function signedIn(app = t, headers: Record<string, string> = {}) {
  const c = await verifiedCustomer(app);
  const res = await app.app.inject({ method: 'POST', url: '/api/customer/login', headers, payload: { email: c.email, password: c.password } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...c, res, token: res.json().data.authToken as string };
}
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers });
const subscribePush = (headers: Record<string, string>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/push/subscribe',
    headers: { lang, ...headers },
    payload: { deviceId: 'dev-1', subscription: { endpoint: 'https://push.example.com/sub/1', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } } },
  });

describe('the session cookie of the web', () => {
  it('login sets it HttpOnly, SameSite=Lax, under /api, not Secure over http, and still answers data.authToken', async () => {
    const { res, token } = await signedIn();
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: token, path: '/api', httpOnly: true, sameSite: 'Lax', maxAge: t.config.sessionAbsoluteSeconds });
    expect(cookie?.secure).toBeFalsy();
    expect(rawSetCookie(res)).not.toMatch(/Secure/);
  });

  it('is Secure when PUBLIC_URL is https, or when the request came over https', async () => {
    const https = await createTestApp({ publicUrl: 'https://portal.test' });
    try {
      expect(sessionCookie((await signedIn(https)).res)?.secure).toBe(true);
    } finally {
      await https.close();
    }
    // Behind a proxy named in TRUST_PROXY that terminates TLS (the proxy's X-Forwarded-Proto); from anyone else the header is not believed.
    const proxied = await createTestApp({ trustProxy: parseTrustProxy('127.0.0.1') });
    try {
      expect(sessionCookie((await signedIn(proxied, { 'x-forwarded-proto': 'https' })).res)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
    expect(sessionCookie((await signedIn(t, { 'x-forwarded-proto': 'https' })).res)?.secure).toBeFalsy();
  });

  it('a login posted from another site answers the token but sets no cookie', async () => {
    const { res } = await signedIn(t, { origin: 'https://evil.example' });
    expect(res.json().data.authToken).toBeTruthy();
    expect(sessionCookie(res)).toBeUndefined();
    expect(sessionCookie((await signedIn(t, { origin: PORTAL })).res)).toBeDefined();
  });

  it('authenticates reads with no Origin at all', async () => {
    const { token, email } = await signedIn();
    const res = await profile(cookieHeader(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
  });

  it('refuses a cookie-authenticated write from another origin with a translated 403, and changes nothing', async () => {
    const { token } = await signedIn();
    const before = await rowCounts(t);
    const pushRows = async () => (await t.pool.query('SELECT count(*)::int AS n FROM push_subscriptions')).rows[0].n as number;
    const subsBefore = await pushRows();
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/form.html' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      // A browser always sends one of them on a POST; a request with none is not taken as the portal's.
      {},
    ];
    for (const headers of foreign) {
      const res = await subscribePush({ ...cookieHeader(token), ...headers }, 'ar');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: true, message: ar.crossSiteRequest, status: 403 });
    }
    // The password change, too: the form of another site cannot change it.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/customer/change-password',
      headers: { ...cookieHeader(token), origin: 'https://evil.example' },
      payload: { oldPassword: 'Strong@123', newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' },
    });
    expect(change.statusCode).toBe(403);
    expect(await rowCounts(t)).toEqual(before);
    expect(await pushRows()).toBe(subsBefore);
    // The session itself is untouched: a refused write does not sign the user out.
    expect((await profile(cookieHeader(token))).statusCode).toBe(200);
  });

  it('accepts a cookie-authenticated write from the portal: its Origin, its Referer, the request host or Sec-Fetch-Site', async () => {
    const { token } = await signedIn();
    const own: Array<Record<string, string>> = [
      { origin: PORTAL },
      { referer: `${PORTAL}/profile` },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of own) {
      const res = await subscribePush({ ...cookieHeader(token), ...headers });
      expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(200);
    }
  });

  it('Bearer still works for other clients, with no Origin (and a Bearer header wins over a cookie)', async () => {
    const { token } = await signedIn();
    expect((await subscribePush({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await subscribePush({ authorization: `Bearer ${token}`, ...cookieHeader('x'.repeat(43)) })).statusCode).toBe(200);
  });

  it('logout ends the session on the server and clears the cookie; the dead cookie is then refused and cleared', async () => {
    const { token } = await signedIn();
    const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { ...cookieHeader(token), origin: PORTAL } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(en.logoutSuccess);
    const cleared = sessionCookie(out);
    expect(cleared).toMatchObject({ value: '', path: '/api', maxAge: 0, httpOnly: true });
    const revoked = await t.pool.query('SELECT revoked_at FROM sessions WHERE token_hash = encode(sha256($1::bytea), $2)', [token, 'hex']);
    expect(revoked.rows[0].revoked_at).not.toBeNull();

    const after = await profile(cookieHeader(token));
    expect(after.statusCode).toBe(401);
    expect(sessionCookie(after)).toMatchObject({ value: '', maxAge: 0 });
    // Bearer with the same token is refused too: the session itself ended.
    expect((await profile({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('a cross-site logout is refused and leaves the session alone', async () => {
    const { token } = await signedIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { ...cookieHeader(token), origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await profile(cookieHeader(token))).statusCode).toBe(200);
  });
});

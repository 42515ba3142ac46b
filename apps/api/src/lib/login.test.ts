import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '@portal/db/schema/accounts';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { verifiedCustomer } from '../../test/kits/auth-test-kit.ts';
import en from '../locales/en.json' with { type: 'json' };

/**
 * The three sign-ins share lib/login.ts: the same answers for a wrong password and for a suspended account, and
 * no session written for either, whichever role signs in.
 */

let t: TestApp;
let customer: { email: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  customer = await verifiedCustomer(t);
}, 120_000);
afterAll(() => t?.close());

const ROLES = [
  { role: 'customer', url: '/api/customer/login', who: () => customer, extra: { deviceToken: '', deviceType: 'W' } },
  { role: 'provider', url: '/api/provider/login', who: () => ({ email: 'provider2@demo.jo', password: 'Demo@12345' }), extra: {} },
  { role: 'operator', url: '/api/operator/login', who: () => ({ email: 'operator@demo.jo', password: 'Demo@12345' }), extra: {} },
] as const;

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { lang: 'en' }, payload });
const sessionCount = async (email: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(accounts.email, email));
  return row!.n;
};

describe.each(ROLES)('$role login', ({ url, who, extra, role }) => {
  it('signs in with the right password and opens a session', async () => {
    const { email, password } = who();
    const before = await sessionCount(email);
    const res = await post(url, { email, password, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.authToken).toEqual(expect.any(String));
    expect(await sessionCount(email)).toBe(before + 1);
  });

  it('answers a wrong password 400 invalidCredentials, with no session', async () => {
    const { email } = who();
    const before = await sessionCount(email);
    const res = await post(url, { email, password: 'Wrong@Pass123', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en.invalidCredentials);
    expect(await sessionCount(email)).toBe(before);
  });

  it('refuses a suspended account 403 even with the right password, with no session', async () => {
    const { email, password } = who();
    const before = await sessionCount(email);
    const match = eq(accounts.email, email);
    await t.db.update(accounts).set({ status: 'suspended' }).where(match);
    try {
      const res = await post(url, { email, password, ...extra });
      expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
      expect(res.json().message).toBe(en.accountSuspended);
      expect(await sessionCount(email)).toBe(before);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(match);
    }
  });
});

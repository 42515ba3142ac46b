import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@portal/db/password';
import { accounts } from '@portal/db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { defaultAbuseLimits, type AbuseLimits } from '../config.ts';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import { mailsTo, rowCounts, verifiedCustomer } from '../../test/kits/auth-test-kit.ts';

/** Small numbers so each rule shows in a few requests; the production numbers are in config.ts and docs/security.md. */
const limits: AbuseLimits = { ...defaultAbuseLimits, loginAccountFailures: 3, loginAddressFailures: 6 };
const PASSWORD = 'Strong@123';

type Role = 'customer' | 'provider' | 'operator';
const url = (role: Role) => `/api/${role}/login`;

/** A sign-in as it reaches us through the trusted proxy (127.0.0.1, inject's socket address) for the client `ip`. */
function signIn(t: TestApp, role: Role, ip: string, email: string, password: string, lang = 'en') {
  const payload = role === 'customer' ? { email, password, deviceToken: '', deviceType: 'W' } : { email, password };
  return t.app.inject({ method: 'POST', url: url(role), headers: { lang, 'x-forwarded-for': ip }, payload });
}

async function staffAccount(t: TestApp, role: 'provider' | 'operator', lang: string) {
  const email = `${role}.${Math.random().toString(36).slice(2, 8)}@example.jo`;
  const [row] = await t.db
    .insert(accounts)
    .values({ email, role, passwordHash: await hashPassword(PASSWORD), isVerified: true, lang, operatorRole: role === 'operator' ? 'admin' : null })
    .returning({ id: accounts.id });
  return { id: row!.id, email };
}

describe('login guard (limits on, behind a trusted proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: ['127.0.0.1'], abuseLimits: limits });
  });
  afterAll(() => t.close());

  it('locks an account after failures from different addresses, refuses even the right password, and tells when to retry', async () => {
    const c = await verifiedCustomer(t);
    await t.pool.query(`UPDATE accounts SET lang = 'ar' WHERE id = $1`, [c.id]);
    for (let i = 1; i <= 3; i++) expect((await signIn(t, 'customer', `10.1.0.${i}`, c.email, 'Wrong@12345')).statusCode).toBe(400);

    const before = await rowCounts(t);
    const locked = await signIn(t, 'customer', '10.1.0.9', c.email, c.password, 'ar');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({ error: true, message: ar.loginLocked_one, data: null, status: 429 });
    // The address of the e-mail's case and spaces does not matter: it is the same account.
    expect((await signIn(t, 'customer', '10.1.0.10', ` ${c.email.toUpperCase()} `, c.password, 'fr')).json().message).toBe(fr.loginLocked_one);
    expect(await rowCounts(t)).toEqual(before);

    // One mail to the owner, in the account's language, not one per attempt.
    const mails = (await mailsTo(t, c.email)).filter((m) => m.subject === ar.mailLoginLockedSubject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(ar.mailLoginLockedAdvice);
  });

  it('doubles the lock for each failure after one, and a successful login clears the count', async () => {
    const quick = await createTestApp(
      { rateLimits: true, trustProxy: ['127.0.0.1'], abuseLimits: { ...limits, loginLockBaseSeconds: 1 } },
      { sameDatabaseAs: t },
    );
    try {
      const c = await verifiedCustomer(t);
      for (let i = 0; i < 3; i++) await signIn(quick, 'customer', '10.2.0.1', c.email, 'Wrong@12345');
      expect((await signIn(quick, 'customer', '10.2.0.2', c.email, c.password)).headers['retry-after']).toBe('1');
      await new Promise((r) => setTimeout(r, 1100));
      // Once the lock is over a single failure locks again, for twice as long.
      expect((await signIn(quick, 'customer', '10.2.0.3', c.email, 'Wrong@12345')).statusCode).toBe(400);
      const again = await signIn(quick, 'customer', '10.2.0.4', c.email, c.password, 'en');
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('2');
      expect(again.json().message).toBe(en.loginLocked_one);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await signIn(quick, 'customer', '10.2.0.5', c.email, c.password)).statusCode).toBe(200);
      // Counted from zero again: two failures do not lock.
      for (let i = 0; i < 2; i++) expect((await signIn(quick, 'customer', '10.2.0.6', c.email, 'Wrong@12345')).statusCode).toBe(400);
      expect((await signIn(quick, 'customer', '10.2.0.7', c.email, c.password)).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('locks unknown e-mails the same way, so a lock tells nothing about which accounts exist', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'customer', '10.3.0.1', 'nobody@example.jo', 'Wrong@12345')).statusCode).toBe(400);
    expect((await signIn(t, 'customer', '10.3.0.2', 'nobody@example.jo', 'Wrong@12345')).statusCode).toBe(429);
  });

  it('stops password spraying: failed logins from one address across accounts and roles, successes not counted', async () => {
    const c = await verifiedCustomer(t);
    const provider = await staffAccount(t, 'provider', 'en');
    const spray = '10.4.0.1';
    expect((await signIn(t, 'customer', spray, c.email, c.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, 'customer', spray, `victim${i}@example.jo`, 'Wrong@12345')).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await signIn(t, 'provider', spray, `victim${i}@example.jo`, 'Wrong@12345')).statusCode).toBe(400);
    expect((await signIn(t, 'customer', spray, c.email, c.password)).statusCode).toBe(429);
    const limited = await signIn(t, 'operator', spray, 'someone@example.jo', 'Wrong@12345', 'ar');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: true, status: 429, message: expect.stringContaining('15') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another address (another customer behind another NAT) is not affected.
    expect((await signIn(t, 'provider', '10.4.0.2', provider.email, PASSWORD)).statusCode).toBe(200);
  });

  it.each(['provider', 'operator'] as const)('guards %s sign-in the same way, with the mail in the account language', async (role) => {
    const staff = await staffAccount(t, role, 'fr');
    for (let i = 1; i <= 3; i++) expect((await signIn(t, role, `10.5.${role.length}.${i}`, staff.email, 'Wrong@12345')).statusCode).toBe(400);
    const locked = await signIn(t, role, '10.5.0.99', staff.email, PASSWORD, 'ar');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('60');
    expect(locked.json()).toEqual({ error: true, message: ar.loginLocked_one, data: null, status: 429 });
    const mails = await mailsTo(t, staff.email);
    expect(mails.map((m) => m.subject)).toEqual([fr.mailLoginLockedSubject]);
  });
});

describe('login guard across two instances (shared Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { rateLimits: true, trustProxy: ['127.0.0.1'], abuseLimits: limits, redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    a = await createTestApp(shared);
    b = await createTestApp(shared, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('holds a lock made through one instance on the other', async () => {
    const c = await verifiedCustomer(a);
    for (let i = 1; i <= 3; i++) await signIn(i % 2 ? a : b, 'customer', `10.6.0.${i}`, c.email, 'Wrong@12345');
    const onB = await signIn(b, 'customer', '10.6.0.9', c.email, c.password, 'ar');
    expect(onB.statusCode).toBe(429);
    expect(onB.json().message).toBe(ar.loginLocked_one);
    expect((await signIn(a, 'customer', '10.6.0.10', c.email, c.password)).statusCode).toBe(429);
  });
});

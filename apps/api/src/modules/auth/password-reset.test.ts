import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { linkIn, login, mailsTo, rowCounts, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', headers: { lang }, payload: { email } });
  const reset = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/customer/resetPwd?token=${encodeURIComponent(token)}`, headers: { lang }, payload: body });
  const resetLinkOf = async (email: string) => {
    const mails = (await mailsTo(t, email)).filter((m) => linkIn(m).pathname === '/landing');
    return linkIn(mails[mails.length - 1]!);
  };

  it('tells the reset form up front whether its link still works, with no side effect', async () => {
    const c = await verifiedCustomer(t);
    await forgot(c.email);
    const token = (await resetLinkOf(c.email)).searchParams.get('token')!;
    const check = (email: string, tok: string) =>
      t.app.inject({ method: 'GET', url: `/api/customer/resetPwd/check?email=${encodeURIComponent(email)}&token=${encodeURIComponent(tok)}` });
    const tokens = () => t.pool.query('SELECT used_at FROM account_tokens WHERE account_id = $1 AND purpose = $2', [c.id, 'reset']);
    const before = (await tokens()).rows;

    const live = await check(c.email.toUpperCase(), token);
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toEqual({ valid: true });
    expect((await check(c.email, token)).json().data).toEqual({ valid: true });
    expect((await tokens()).rows).toEqual(before);
    expect((await check(c.email, `${token}x`)).json().data).toEqual({ valid: false });
    expect((await check('nobody@example.jo', token)).json().data).toEqual({ valid: false });
    expect((await check(c.email, '')).json().data).toEqual({ valid: false });

    const body = { newPassword: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', forgotPwdToken: token, email: c.email };
    expect((await reset(token, body)).statusCode).toBe(200);
    // Used once: the form opened from the same link again says so before anything is typed.
    expect((await check(c.email, token)).json().data).toEqual({ valid: false });
  });

  it('mails a reset link, sets the new password once, refuses the old password and ends every session', async () => {
    const c = await verifiedCustomer(t);
    const s1 = (await login(t, c.email, c.password)).json().data.authToken;
    const s2 = (await login(t, c.email, c.password)).json().data.authToken;

    const res = await forgot(c.email.toUpperCase(), 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: fr.resetMailSent, data: null, status: 200 });
    const mail = (await mailsTo(t, c.email)).at(-1)!;
    expect(mail.subject).toBe(fr.mailResetSubject);
    expect(mail.text).toContain(fr.mailResetBody);
    const link = await resetLinkOf(c.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/landing');
    expect(link.searchParams.get('reset-password')).toBe('true');
    expect(link.searchParams.get('email')).toBe(c.email.toLowerCase());
    expect(mail.text).toContain(`email=${encodeURIComponent(c.email.toLowerCase())}`);
    const token = link.searchParams.get('token')!;
    const ttl = await t.pool.query(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM account_tokens WHERE account_id = $1 AND purpose = 'reset'`,
      [c.id],
    );
    expect(ttl.rows).toEqual([{ ttl: 3600 }]);

    // s1 is in use, and so cached, when the password changes: it must still end at once.
    const poll = await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: { authorization: `Bearer ${s1}` } });
    expect(poll.statusCode).toBe(200);

    const body = { newPassword: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', forgotPwdToken: token, email: c.email };
    const done = await reset(token, body, 'ar');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ error: false, message: ar.passwordResetSuccess, data: null, status: 200 });
    const hash = await t.pool.query('SELECT password_hash FROM accounts WHERE id = $1', [c.id]);
    expect(hash.rows[0].password_hash).toMatch(/^\$argon2id\$/);

    const again = await reset(token, { ...body, newPassword: 'Other#Pass9', confirmPassword: 'Other#Pass9' }, 'fr');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(contractFr.validation.invalidLink);

    expect((await login(t, c.email, c.password)).json().message).toBe(en.invalidCredentials);
    expect((await login(t, c.email, 'Fresh#Pass9')).json().data.authToken).toEqual(expect.any(String));

    for (const s of [s1, s2]) {
      const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { authorization: `Bearer ${s}` } });
      expect(out.statusCode).toBe(401);
    }
  });

  it('answers an unknown email with the same message and sends nothing', async () => {
    const outbox = (await t.outbox()).length;
    const before = await rowCounts(t);
    const res = await forgot('nobody.here@example.jo', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: ar.resetMailSent, data: null, status: 200 });
    expect(await t.outbox()).toHaveLength(outbox);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('sends nothing to a suspended account', async () => {
    const c = await verifiedCustomer(t);
    await t.pool.query(`UPDATE accounts SET status = 'suspended' WHERE id = $1`, [c.id]);
    const outbox = (await t.outbox()).length;
    const res = await forgot(c.email);
    expect(res.json().message).toBe(en.resetMailSent);
    expect(await t.outbox()).toHaveLength(outbox);
  });

  it('invalidates an earlier reset link when a new one is asked for', async () => {
    const c = await verifiedCustomer(t);
    await forgot(c.email);
    const first = (await resetLinkOf(c.email)).searchParams.get('token')!;
    await forgot(c.email);
    const second = (await resetLinkOf(c.email)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    const body = (token: string) => ({ newPassword: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', forgotPwdToken: token, email: c.email });
    expect((await reset(first, body(first))).statusCode).toBe(400);
    expect((await reset(second, body(second))).statusCode).toBe(200);
  });

  describe('refusals write nothing', () => {
    let c: { id: number; email: string; password: string };
    let token: string;
    beforeAll(async () => {
      c = await verifiedCustomer(t);
      await forgot(c.email);
      token = (await resetLinkOf(c.email)).searchParams.get('token')!;
    });
    const good = () => ({ newPassword: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', forgotPwdToken: token, email: c.email });

    const cases: Array<{ name: string; lang: 'en' | 'ar' | 'fr'; body: () => Record<string, unknown>; query?: () => string; message: string }> = [
      { name: 'weak new password', lang: 'fr', body: () => ({ ...good(), newPassword: 'weak', confirmPassword: 'weak' }), message: contractFr.validation.passwordPattern },
      { name: 'passwords differ', lang: 'ar', body: () => ({ ...good(), confirmPassword: 'Other#Pass9' }), message: contractAr.validation.passwordNotMatch },
      { name: 'missing email', lang: 'en', body: () => ({ ...good(), email: '' }), message: contractEn.validation.emailRequired },
      { name: 'token of another email', lang: 'ar', body: () => ({ ...good(), email: 'someone.else@example.jo' }), message: contractAr.validation.invalidLink },
      { name: 'unknown token', lang: 'fr', body: () => ({ ...good(), forgotPwdToken: 'Z'.repeat(43) }), query: () => 'Z'.repeat(43), message: contractFr.validation.invalidLink },
      { name: 'query token differing from the body token', lang: 'en', body: good, query: () => 'Y'.repeat(43), message: contractEn.validation.invalidLink },
      { name: 'missing token', lang: 'ar', body: () => ({ ...good(), forgotPwdToken: undefined }), message: contractAr.validation.invalidLink },
    ];
    for (const k of cases) {
      it(`refuses ${k.name} (${k.lang})`, async () => {
        const before = await rowCounts(t);
        const res = await reset(k.query ? k.query() : token, k.body(), k.lang);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: true, message: k.message });
        expect(await rowCounts(t)).toEqual(before);
      });
    }

    it('refuses an expired token', async () => {
      await t.pool.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1 AND purpose = 'reset'`, [c.id]);
      const before = await rowCounts(t);
      const res = await reset(token, good());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(contractEn.validation.invalidLink);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a malformed forgot-password email with invalidEmail', async () => {
      const before = await rowCounts(t);
      const outbox = (await t.outbox()).length;
      const res = await forgot('not an email', 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message: contractFr.validation.invalidEmail, data: { errors: { email: [contractFr.validation.invalidEmail] } } });
      expect(await rowCounts(t)).toEqual(before);
      expect(await t.outbox()).toHaveLength(outbox);
    });
  });
});

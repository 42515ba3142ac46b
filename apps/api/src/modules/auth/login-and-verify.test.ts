import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { hashPassword } from '@portal/db/password';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { linkIn, login, mailsTo, postSignup, rowCounts, signupFields, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';

describe('login, verification and resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resend = (id: unknown, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/customer/resendVerifyAccount', headers: { lang }, payload: { id } });
  const verify = (id: unknown, token: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/customer/verifyAccount?id=${id}&token=${encodeURIComponent(token)}`, headers: { lang } });

  it('answers an unverified login with accountNotVerified, no token and the id for the verification page', async () => {
    const fields = signupFields();
    const { id } = (await postSignup(t, fields)).json().data;
    const before = await rowCounts(t);
    const res = await login(t, fields.email!, fields.password!, 'fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: fr.accountNotVerified,
      data: { authToken: null, accountNotVerified: true, id, email: fields.email!.toLowerCase() },
    });
    expect((await rowCounts(t)).sessions).toBe(before.sessions);
  });

  it('refuses a wrong password and an unknown email with the same generic message', async () => {
    const c = await verifiedCustomer(t);
    const wrong = await login(t, c.email, 'Wrong@12345', 'ar');
    const unknown = await login(t, 'nobody@example.jo', 'Wrong@12345', 'ar');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, message: ar.invalidCredentials, status: 400 });
    }
  });

  it('refuses a provider account on the customer login', async () => {
    await t.pool.query(`INSERT INTO accounts (role, email, password_hash, is_verified) VALUES ('provider', 'fixer@example.jo', $1, true)`, [
      await hashPassword('Fixer@12345'),
    ]);
    const res = await login(t, 'fixer@example.jo', 'Fixer@12345');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en.invalidCredentials);
  });

  it('answers 403 accountSuspended for suspended and deleted accounts', async () => {
    for (const status of ['suspended', 'deleted']) {
      const c = await verifiedCustomer(t);
      await t.pool.query('UPDATE accounts SET status = $1 WHERE id = $2', [status, c.id]);
      const res = await login(t, c.email, c.password, 'fr');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: true, status: 403, message: fr.accountSuspended });
    }
  });

  it('reports isProfileCompleted false when the profile lacks a required part', async () => {
    const c = await verifiedCustomer(t);
    await t.pool.query('DELETE FROM customer_industries WHERE customer_id = $1', [c.id]);
    const res = await login(t, c.email, c.password);
    expect(res.json().data).toMatchObject({ accountNotVerified: false, isProfileCompleted: false });
  });

  it('keeps the language of the last login for later mails', async () => {
    const c = await verifiedCustomer(t);
    await login(t, c.email, c.password, 'ar');
    const row = await t.pool.query('SELECT lang FROM accounts WHERE id = $1', [c.id]);
    expect(row.rows[0].lang).toBe('ar');
  });

  describe('bad login input', () => {
    const cases = [
      { lang: 'en', payload: { password: 'Secret@123' }, field: 'email', message: contractEn.validation.emailRequired },
      { lang: 'ar', payload: { email: 'bad@', password: 'Secret@123' }, field: 'email', message: contractAr.validation.invalidEmail },
      { lang: 'fr', payload: { email: 'a@example.jo', password: '123' }, field: 'password', message: contractFr.validation.passwordLength },
      { lang: 'en', payload: { email: 'a@example.jo', password: 'x'.repeat(129) }, field: 'password', message: contractEn.validation.passwordLength },
      { lang: 'ar', payload: { email: 'a@example.jo' }, field: 'password', message: contractAr.validation.passwordRequired },
    ] as const;
    for (const c of cases) {
      it(`refuses ${JSON.stringify(c.payload)} with ${c.field} in ${c.lang}`, async () => {
        const before = await rowCounts(t);
        const res = await t.app.inject({ method: 'POST', url: '/api/customer/login', headers: { lang: c.lang }, payload: c.payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: true, message: c.message, data: { errors: { [c.field]: [c.message] } } });
        expect(await rowCounts(t)).toEqual(before);
      });
    }
  });

  describe('verifyAccount', () => {
    it('refuses a wrong token, a token of another account and a malformed link with invalidLink, writing nothing', async () => {
      const a = signupFields();
      const b = signupFields();
      const idA = (await postSignup(t, a)).json().data.id;
      await postSignup(t, b);
      const tokenB = linkIn((await mailsTo(t, b.email!))[0]!).searchParams.get('token')!;
      const before = await rowCounts(t);
      for (const res of [
        await verify(idA, 'A'.repeat(43), 'ar'),
        await verify(idA, tokenB, 'ar'),
        await verify(999_999, tokenB, 'ar'),
        await verify('abc', tokenB, 'ar'),
        await verify(idA, 'short', 'ar'),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: true, message: contractAr.validation.invalidLink });
      }
      expect(await rowCounts(t)).toEqual(before);
      const row = await t.pool.query('SELECT is_verified FROM accounts WHERE id = $1', [idA]);
      expect(row.rows[0].is_verified).toBe(false);
    });

    it('refuses an expired token', async () => {
      const f = signupFields();
      const id = (await postSignup(t, f)).json().data.id;
      const token = linkIn((await mailsTo(t, f.email!))[0]!).searchParams.get('token')!;
      await t.pool.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [id]);
      const res = await verify(id, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(contractEn.validation.invalidLink);
    });
  });

  describe('resendVerifyAccount', () => {
    it('sends a new link in the caller language and invalidates the old one', async () => {
      const f = signupFields();
      const id = (await postSignup(t, f)).json().data.id;
      const oldToken = linkIn((await mailsTo(t, f.email!))[0]!).searchParams.get('token')!;

      const res = await resend(id, 'ar');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, message: ar.verifyMailSent, data: null, status: 200 });
      const mails = await mailsTo(t, f.email!);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe(ar.mailVerifySubject);
      const newToken = linkIn(mails[1]!).searchParams.get('token')!;
      expect(newToken).not.toBe(oldToken);

      expect((await verify(id, oldToken)).statusCode).toBe(400);
      const ok = await verify(id, newToken);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.alreadyVerified).toBe(false);
      // The old link of a now verified account counts as already verified.
      const old = await verify(id, oldToken);
      expect(old.statusCode).toBe(200);
      expect(old.json().data.alreadyVerified).toBe(true);
    });

    it('answers the same success without a mail for a verified account and for an unknown id', async () => {
      const c = await verifiedCustomer(t);
      const outbox = (await t.outbox()).length;
      const before = await rowCounts(t);
      const verified = await resend(c.id, 'fr');
      const unknown = await resend(987_654, 'fr');
      for (const res of [verified, unknown]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ error: false, message: fr.verifyMailSent, data: null, status: 200 });
      }
      expect(await t.outbox()).toHaveLength(outbox);
      expect(await rowCounts(t)).toEqual(before);
    });

    it('refuses a missing or malformed id with invalidLink', async () => {
      const before = await rowCounts(t);
      for (const id of [undefined, 'abc', -3]) {
        const res = await resend(id, 'fr');
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(contractFr.validation.invalidLink);
      }
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  it('refuses logout without a session', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { lang: 'ar' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: true, message: ar.sessionExpired });
    const bogus = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { authorization: 'Bearer nope' } });
    expect(bogus.statusCode).toBe(401);
  });
});

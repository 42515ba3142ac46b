import { solveChallenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { defaultAbuseLimits } from '../../config.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { login, postSignup, rowCounts, signupFields, signupForm, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';

/** Solves a real ALTCHA challenge of the app as the browser widget would, and returns the `altcha` field value. */
async function solvedAltcha(t: TestApp): Promise<string> {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('bot check on sign-up (captcha on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captcha: true });
  });
  afterAll(() => t.close());

  it('accepts a sign-up carrying a solved challenge, once', async () => {
    const altcha = await solvedAltcha(t);
    const res = await postSignup(t, signupFields({ altcha }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBeGreaterThan(0);
    // A solution is good for one sign-up only.
    const before = await rowCounts(t);
    const replay = await postSignup(t, signupFields({ altcha }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().data.errors.altcha).toEqual([contractEn.validation.captchaInvalid]);
    // Nor sent again in another encoding of the same JSON: it is the signed challenge that is used up.
    const decoded = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Record<string, unknown>;
    for (const text of [JSON.stringify(Object.fromEntries(Object.entries(decoded).reverse())), JSON.stringify(decoded, null, 2)]) {
      const reencoded = await postSignup(t, signupFields({ altcha: Buffer.from(text).toString('base64') }), [], 'ar');
      expect(reencoded.statusCode).toBe(400);
      expect(reencoded.json()).toMatchObject({ error: true, message: contractAr.validation.captchaInvalid });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('refuses a sign-up without a solution or with a forged one, writing nothing', async () => {
    const before = await rowCounts(t);
    const missing = await postSignup(t, signupFields({ altcha: '' }), [], 'ar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: true, data: { errors: { altcha: [contractAr.validation.captchaRequired] } } });
    const forged = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' })).toString('base64');
    const bad = await postSignup(t, signupFields({ altcha: forged }), [], 'ar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, message: contractAr.validation.captchaInvalid });
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('bot check difficulty (limits on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, abuseLimits: { ...defaultAbuseLimits, captchaStepSignupsPer10Minutes: [1, 2] } });
  });
  afterAll(() => t.close());

  const maxNumber = async () => (await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().maxnumber as number;

  it('rises fourfold with each threshold of recent sign-ups passed', async () => {
    expect(await maxNumber()).toBe(50_000);
    for (let i = 0; i < 2; i++) expect((await postSignup(t, signupFields())).statusCode).toBe(200);
    expect(await maxNumber()).toBe(200_000);
    expect((await postSignup(t, signupFields())).statusCode).toBe(200);
    expect(await maxNumber()).toBe(800_000);
  });
});

describe('bot check off (tests and CAPTCHA=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not check the solution', async () => {
    const res = await postSignup(t, signupFields({ altcha: 'anything' }));
    expect(res.statusCode).toBe(200);
  });

  describe('session expiry', () => {
    it('refuses a session past its absolute expiry with 401', async () => {
      const c = await verifiedCustomer(t);
      const token = (await login(t, c.email, c.password)).json().data.authToken;
      await t.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [c.id]);
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { authorization: `Bearer ${token}`, lang: 'ar' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, status: 401, message: ar.sessionExpired });
    });

    it('refuses a session idle for longer than the idle expiry with 401', async () => {
      const c = await verifiedCustomer(t);
      const token = (await login(t, c.email, c.password)).json().data.authToken;
      await t.pool.query(`UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) - interval '1 second' WHERE account_id = $1`, [
        c.id,
        t.config.sessionIdleSeconds,
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(en.sessionExpired);
    });

    it('still accepts a live session', async () => {
      const c = await verifiedCustomer(t);
      const token = (await login(t, c.email, c.password)).json().data.authToken;
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
    });
  });

  it('documents every auth call in the OpenAPI document under the auth tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const calls = [
      ['/api/customer/signup', 'post'],
      ['/api/customer/verifyAccount', 'get'],
      ['/api/customer/resendVerifyAccount', 'post'],
      ['/api/customer/login', 'post'],
      ['/api/customer/forgetPwd', 'post'],
      ['/api/customer/resetPwd', 'post'],
      ['/api/customer/logout', 'post'],
    ] as const;
    for (const [p, m] of calls) expect(doc.paths[p]?.[m]?.tags, `${m} ${p}`).toEqual(['auth']);
    expect(doc.paths['/api/customer/signup'].post.requestBody.content['multipart/form-data'].schema.properties.attachments.items.format).toBe('binary');
    expect(doc.paths['/api/customer/login'].post.requestBody.content['application/json'].schema.required).toContain('email');
  });
});

describe('rate limits (on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Five sign-ups an hour per address here, so the limit shows in a few requests (20 in production).
    t = await createTestApp({ rateLimits: true, abuseLimits: { ...defaultAbuseLimits, signupsPerAddressPerHour: 5 } });
  });
  afterAll(() => t.close());

  it('allows 10 logins a minute per address and email, then answers 429 in the caller language', async () => {
    // Successful ones: failures meet the account lock first (lib/login-guard.test.ts).
    const c = await verifiedCustomer(t);
    for (let i = 0; i < 10; i++) expect((await login(t, c.email, c.password)).statusCode).toBe(200);
    const limited = await login(t, c.email.toUpperCase(), c.password, 'ar');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: true, message: ar.tooManyRequests, data: null, status: 429 });
    // Another email from the same address is counted apart.
    expect((await login(t, 'other@example.jo', 'Wrong@12345')).statusCode).toBe(400);
  });

  it('allows 5 forgot-password calls per address in 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', payload: { email: `u${i}@example.jo` } })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', headers: { lang: 'en' }, payload: { email: 'u9@example.jo' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(en.tooManyRequests);
  });

  it('allows 3 resend calls per address in 10 minutes, and the configured sign-ups per address in an hour', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'POST', url: '/api/customer/resendVerifyAccount', payload: { id: 1 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/customer/resendVerifyAccount', payload: { id: 1 } })).statusCode).toBe(429);
    // From an address of its own: the customer of the login test above signed up from inject's default one.
    const signupFrom = (lang: string) =>
      t.app.inject({ method: 'POST', url: '/api/customer/signup', remoteAddress: '192.0.2.7', headers: { lang }, payload: signupForm(signupFields()) });
    for (let i = 0; i < 5; i++) expect((await signupFrom('en')).statusCode).toBe(200);
    const before = await rowCounts(t);
    const limited = await signupFrom('fr');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: true, message: fr.tooManyRequests, data: null, status: 429 });
    expect(await rowCounts(t)).toEqual(before);
  });
});

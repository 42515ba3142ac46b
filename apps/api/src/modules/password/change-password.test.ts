import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { pushSubscriptions } from '@portal/db/schema/notifications';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { isCommonPassword } from '../../lib/breached-passwords.ts';
import { linkIn, login, mailsTo, postSignup, rowCounts, signupFields, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';
import { startPushReceiver, type PushReceiver } from '../../../test/kits/push-receiver-test-kit.ts';

let t: TestApp;
let receiver: PushReceiver;
beforeAll(async () => {
  t = await createTestApp({ pushAllowInsecure: true });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** 100 characters: a passphrase the old 32-character login rule locked out. */
const LONG = `Aa1!${'long passphrase '.repeat(6)}`;

const bearer = (token: string, lang = 'en') => ({ authorization: `Bearer ${token}`, lang });
const signIn = async (email: string, password: string) => {
  const res = await login(t, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.authToken as string;
};
const subscribe = (token: string, deviceId: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/push/subscribe', headers: bearer(token), payload: { deviceId, subscription: receiver.subscription() } });
const change = (token: string, body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/customer/change-password', headers: bearer(token, lang), payload: body });
const profileStatus = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/customer/profile/view', headers: bearer(token) })).statusCode;
const devicesOf = async (accountId: number) =>
  (await t.db.select({ deviceId: pushSubscriptions.deviceId }).from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)))
    .map((r) => r.deviceId)
    .sort();

describe('password length (one rule: new passwords 8 to 128, login takes whatever was accepted)', () => {
  it('signs up with a 100-character password and logs in with it', async () => {
    expect(LONG).toHaveLength(100);
    const c = await verifiedCustomer(t, { password: LONG, confirmPwd: LONG });
    expect(await signIn(c.email, LONG)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a new password over 128 characters with its own message', async () => {
    const tooLong = `Aa1!${'x'.repeat(125)}`;
    const res = await postSignup(t, signupFields({ password: tooLong, confirmPwd: tooLong }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.password).toEqual([contractEn.validation.passwordTooLong]);
  });
});

describe('breached-password check (the shipped list of the 10 000 most common passwords)', () => {
  it('knows the common ones, whatever their case, and not a strong one', async () => {
    expect(await isCommonPassword('P@ssw0rd')).toBe(true);
    expect(await isCommonPassword('PASSWORD1')).toBe(true);
    expect(await isCommonPassword('Kh1dmat#Amman-2026')).toBe(false);
  });

  it('refuses one at sign-up, translated, and writes nothing', async () => {
    const before = await rowCounts(t);
    const res = await postSignup(t, signupFields({ password: 'P@ssw0rd', confirmPwd: 'P@ssw0rd' }), [], 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(contractAr.validation.passwordBreached);
    expect(res.json().data.errors).toEqual({ password: [contractAr.validation.passwordBreached] });
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('POST /customer/change-password', () => {
  it('changes the password, keeps this session, ends the others and removes their push subscriptions', async () => {
    const c = await verifiedCustomer(t);
    const [mine, other, third] = [await signIn(c.email, c.password), await signIn(c.email, c.password), await signIn(c.email, c.password)];
    for (const [token, device] of [[mine, 'this-laptop'], [other, 'old-phone'], [third, 'tablet']] as const) expect((await subscribe(token, device)).statusCode).toBe(200);
    // The other session is in use, and so cached, when the password changes: it must still end at once.
    expect(await profileStatus(other)).toBe(200);

    const res = await change(mine, { oldPassword: c.password, newPassword: LONG, confirmPassword: LONG }, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ error: false, message: ar.passwordChanged, data: null, status: 200 });

    expect(await profileStatus(mine)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(third)).toBe(401);
    expect(await devicesOf(c.id)).toEqual(['this-laptop']);
    expect((await login(t, c.email, c.password)).statusCode).toBe(400);
    expect(await signIn(c.email, LONG)).toBeTruthy();
  });

  it('a reset link mailed before the change no longer works after it', async () => {
    const c = await verifiedCustomer(t);
    const token = await signIn(c.email, c.password);
    await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', payload: { email: c.email } });
    const link = linkIn((await mailsTo(t, c.email)).filter((m) => linkIn(m).pathname === '/landing').at(-1)!);
    expect((await change(token, { oldPassword: c.password, newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customer/resetPwd',
      payload: { newPassword: 'Other#Pass22', confirmPassword: 'Other#Pass22', forgotPwdToken: link.searchParams.get('token'), email: c.email },
    });
    expect(reset.statusCode).toBe(400);
    expect(await signIn(c.email, 'Changed#Pass1')).toBeTruthy();
  });

  it.each([
    {
      name: 'a wrong old password',
      lang: 'ar',
      body: (old: string) => ({ oldPassword: `${old}x`, newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' }),
      errors: { oldPassword: [ar.oldPasswordWrong] },
    },
    {
      name: 'a common new password',
      lang: 'fr',
      body: (old: string) => ({ oldPassword: old, newPassword: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' }),
      errors: { newPassword: [contractFr.validation.passwordBreached] },
    },
    {
      name: 'the old password as the new one',
      lang: 'en',
      body: (old: string) => ({ oldPassword: old, newPassword: old, confirmPassword: old }),
      errors: { newPassword: [contractEn.validation.passwordSameAsOld] },
    },
    {
      name: 'a confirmation that does not match',
      lang: 'en',
      body: (old: string) => ({ oldPassword: old, newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass2' }),
      errors: { confirmPassword: [contractEn.validation.passwordNotMatch] },
    },
    {
      name: 'a weak new password and no old one',
      lang: 'ar',
      body: () => ({ oldPassword: '', newPassword: 'weakpass', confirmPassword: 'weakpass' }),
      errors: { oldPassword: [contractAr.validation.oldPasswordRequired], newPassword: [contractAr.validation.passwordPattern] },
    },
  ])('refuses $name with a translated 400 on the field, and changes nothing', async ({ lang, body, errors }) => {
    const c = await verifiedCustomer(t);
    const [mine, other] = [await signIn(c.email, c.password), await signIn(c.email, c.password)];
    await subscribe(other, 'phone');
    const before = await rowCounts(t);
    const res = await change(mine, body(c.password), lang);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual(errors);
    expect(res.json().message).toBe(Object.values(errors)[0]![0]);
    expect(await rowCounts(t)).toEqual(before);
    expect(await profileStatus(other)).toBe(200);
    expect(await devicesOf(c.id)).toEqual(['phone']);
    expect(await signIn(c.email, c.password)).toBeTruthy();
  });

  it('needs a customer session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer/change-password', payload: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(en.sessionExpired);
  });
});

describe('password reset', () => {
  it('takes a 100-character password, ends every session with its push subscriptions, and refuses a common password first', async () => {
    const c = await verifiedCustomer(t);
    const [a, b] = [await signIn(c.email, c.password), await signIn(c.email, c.password)];
    await subscribe(a, 'laptop');
    await subscribe(b, 'phone');
    await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', payload: { email: c.email } });
    const link = linkIn((await mailsTo(t, c.email)).filter((m) => linkIn(m).pathname === '/landing').at(-1)!);
    const token = link.searchParams.get('token')!;
    const reset = (password: string, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/resetPwd',
        headers: { lang },
        payload: { newPassword: password, confirmPassword: password, forgotPwdToken: token, email: c.email },
      });

    const breached = await reset('P@ssw0rd', 'fr');
    expect(breached.statusCode).toBe(400);
    expect(breached.json().data.errors).toEqual({ newPassword: [contractFr.validation.passwordBreached] });
    // Refused before the token is used: the link still works.
    expect(await profileStatus(a)).toBe(200);

    expect((await reset(LONG)).statusCode).toBe(200);
    expect(await profileStatus(a)).toBe(401);
    expect(await profileStatus(b)).toBe(401);
    expect(await devicesOf(c.id)).toEqual([]);
    expect(await signIn(c.email, LONG)).toBeTruthy();
  });
});

describe('change-password attempts', () => {
  it('are limited per account (10 in 15 minutes): a stolen session cannot guess the old password for long', async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const c = await verifiedCustomer(limited);
      const a = (await login(limited, c.email, c.password)).json().data.authToken as string;
      const b = (await login(limited, c.email, c.password)).json().data.authToken as string;
      const wrong = (token: string, lang = 'en') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/customer/change-password',
          headers: bearer(token, lang),
          payload: { oldPassword: 'Guess#1234', newPassword: 'Changed#Pass1', confirmPassword: 'Changed#Pass1' },
        });
      for (let i = 0; i < 10; i++) expect((await wrong(i % 2 ? a : b)).statusCode).toBe(400);
      // Counted per account, whichever of its sessions asks.
      const refused = await wrong(a, 'ar');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(ar.tooManyRequests);
      // Another account is counted apart.
      const other = await verifiedCustomer(limited);
      expect((await wrong((await login(limited, other.email, other.password)).json().data.authToken)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

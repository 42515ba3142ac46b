import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { mailsTo, postSignup, rowCounts, signupFields, verifiedCustomer } from '../../../test/kits/auth-test-kit.ts';

/** Reset and verification mails per account, whoever asks from wherever (limits on, behind a trusted proxy). */
describe('mail caps per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  const from = (ip: string, lang = 'en') => ({ lang, 'x-forwarded-for': ip });

  it('sends at most 3 reset mails an hour to one account, and answers the same every time', async () => {
    const c = await verifiedCustomer(t);
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', headers: from(`10.7.0.${i}`, 'fr'), payload: { email: c.email } });
      expect(res.json()).toEqual({ error: false, message: fr.resetMailSent, data: null, status: 200 });
    }
    const resets = (await mailsTo(t, c.email)).filter((m) => m.subject === fr.mailResetSubject);
    expect(resets).toHaveLength(3);
  });

  it('sends at most 3 resent verification mails an hour to one account, and the refused calls change nothing', async () => {
    const fields = signupFields();
    const id = (await postSignup(t, fields)).json().data.id as number;
    const resend = (ip: string) => t.app.inject({ method: 'POST', url: '/api/customer/resendVerifyAccount', headers: from(ip), payload: { id } });
    for (let i = 1; i <= 3; i++) expect((await resend(`10.8.0.${i}`)).json()).toMatchObject({ error: false, message: en.verifyMailSent });
    const before = await rowCounts(t);
    const capped = await resend('10.8.0.4');
    expect(capped.json()).toEqual({ error: false, message: en.verifyMailSent, data: null, status: 200 });
    expect(await rowCounts(t)).toEqual(before);
    // The sign-up's own mail and three more.
    expect((await mailsTo(t, fields.email!)).filter((m) => m.subject === en.mailVerifySubject)).toHaveLength(4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT_CONFIRMATION_VERSION } from '@portal/contract/auth';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { postSignup, rowCounts, signupFields } from '../../../test/kits/auth-test-kit.ts';

/** Spec §1 and §9: users must be 18 or older; the sign-up asks and the account keeps when and to which wording. */
describe('sign-up: the 18+ confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records the time of the confirmation and the version of its wording', async () => {
    const before = Date.now();
    const res = await postSignup(t, signupFields({ adultConfirmed: 'true' }));
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.pool.query<{ adult_confirmed_at: Date; adult_confirmation_version: string }>(
      'SELECT adult_confirmed_at, adult_confirmation_version FROM customers WHERE account_id = $1',
      [res.json().data.id],
    );
    expect(rows[0]!.adult_confirmation_version).toBe(ADULT_CONFIRMATION_VERSION);
    expect(rows[0]!.adult_confirmed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.adult_confirmed_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['missing', undefined],
    ['false', 'false'],
    ['empty', ''],
  ])('refuses a sign-up with the confirmation %s, in the caller language, writing nothing', async (_name, value) => {
    const before = await rowCounts(t);
    const outboxBefore = (await t.outbox()).length;
    for (const [lang, catalogue] of [
      ['en', contractEn],
      ['ar', contractAr],
      ['fr', contractFr],
    ] as const) {
      const fields = signupFields();
      if (value === undefined) delete fields.adultConfirmed;
      else fields.adultConfirmed = value;
      const res = await postSignup(t, fields, [], lang);
      expect(res.statusCode).toBe(400);
      const message = catalogue.validation.adultConfirmationRequired;
      expect(res.json()).toMatchObject({ error: true, status: 400, message, data: { errors: { adultConfirmed: [message] } } });
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await t.outbox()).toHaveLength(outboxBefore);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSignupFormData } from './build-signup-form-data.ts';
import { signupDefaults, signupFormSchema, type SignupFormValues } from './signup-form-schema.ts';

const valid: SignupFormValues = {
  ...signupDefaults,
  customerType: '1',
  industry: ['3', '5'],
  name: 'Lina Haddad',
  companyName: 'Haddad Trading',
  email: ' Lina@Example.JO ',
  countryCode: '+962',
  phoneNo: '0791234567',
  password: 'Secret@123',
  confirmPwd: 'Secret@123',
  latitude: 31.95,
  longitude: 35.91,
  country: 'Jordan',
  city: 'Amman',
  area: 'Jabal Amman',
  branchName: 'Head office',
  terms: true,
  adultConfirmed: true,
  altcha: 'solution',
};

const keysOf = (values: Partial<SignupFormValues>) => {
  const r = signupFormSchema.safeParse({ ...valid, ...values });
  if (r.success) return {};
  // The form shows the first message of a field, as the resolver does.
  const first: Record<string, string> = {};
  for (const i of r.error.issues) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('signupFormSchema', () => {
  it('accepts a complete form and gives the server types', () => {
    const r = signupFormSchema.parse(valid);
    expect(r).toMatchObject({ customerType: 1, industry: [3, 5], email: 'lina@example.jo', latitude: 31.95, deviceType: 'W' });
  });

  it('gives the message keys of spec §5 for an empty form', () => {
    const errors = keysOf({ ...signupDefaults });
    expect(errors).toMatchObject({
      customerType: 'customerTypeRequired',
      industry: 'industryRequired',
      name: 'contactNameRequired',
      companyName: 'companyNameRequired',
      email: 'emailRequired',
      phoneNo: 'phoneRequired',
      password: 'passwordRequired',
      confirmPwd: 'confirmPasswordRequired',
      latitude: 'locationRequired',
      longitude: 'locationRequired',
      area: 'areaRequired',
      branchName: 'branchNameRequired',
      terms: 'checkbox',
      adultConfirmed: 'adultConfirmationRequired',
      altcha: 'captchaRequired',
    });
  });

  it('needs the terms, a chosen point, a matching confirmation and a valid Jordanian number', () => {
    expect(keysOf({ terms: false })).toEqual({ terms: 'checkbox' });
    // 18 or older (spec §1, §9): its own box, so agreeing to the terms does not stand for it.
    expect(keysOf({ adultConfirmed: false })).toEqual({ adultConfirmed: 'adultConfirmationRequired' });
    expect(keysOf({ latitude: undefined, longitude: undefined })).toEqual({ latitude: 'locationRequired', longitude: 'locationRequired' });
    expect(keysOf({ confirmPwd: 'Secret@124' })).toEqual({ confirmPwd: 'passwordNotMatch' });
    expect(keysOf({ phoneNo: '0123' })).toEqual({ phoneNo: 'phoneInvalid' });
    expect(keysOf({ password: 'weakpass', confirmPwd: 'weakpass' })).toEqual({ password: 'passwordPattern' });
    expect(keysOf({ area: 'x'.repeat(21) })).toEqual({ area: 'areaMax' });
  });
});

describe('buildSignupFormData', () => {
  it('writes every field of spec §3 Signup form, industries as JSON, and the files last under attachments', () => {
    const out = signupFormSchema.parse(valid);
    const files = [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })];
    const form = buildSignupFormData(out, files);
    const entries = [...form.entries()];
    expect(Object.fromEntries(entries.filter(([, v]) => typeof v === 'string'))).toEqual({
      customerType: '1',
      industry: '[3,5]',
      name: 'Lina Haddad',
      companyName: 'Haddad Trading',
      email: 'lina@example.jo',
      countryCode: '+962',
      // Typed the Jordanian way, sent in international form: +962 and the national significant number.
      phoneNo: '791234567',
      password: 'Secret@123',
      confirmPwd: 'Secret@123',
      latitude: '31.95',
      longitude: '35.91',
      country: 'Jordan',
      city: 'Amman',
      area: 'Jabal Amman',
      branchName: 'Head office',
      deviceToken: '',
      deviceType: 'W',
      isAttachments: 'true',
      adultConfirmed: 'true',
      altcha: 'solution',
    });
    expect(entries.at(-1)?.[0]).toBe('attachments');
    expect((entries.at(-1)?.[1] as File).name).toBe('licence.pdf');
    expect(buildSignupFormData(out, []).get('isAttachments')).toBe('false');
  });
});

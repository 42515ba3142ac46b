import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from './locales/en.json' with { type: 'json' };
import {
  forgotPasswordSchema, loginRequestSchema, resendVerifySchema, resetPasswordSchema, signupFieldsSchema, signupRequestSchema, verifyAccountQuerySchema,
} from './auth.ts';

/** Message keys per field path, as the API's envelope groups them. */
function fieldKeys(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const res = schema.safeParse(value);
  if (res.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of res.error.issues) {
    expect(Object.keys(en.validation), `"${issue.message}" is not a message key`).toContain(issue.message);
    (out[issue.path.map(String).join('.')] ??= []).push(issue.message);
  }
  return out;
}
const first = (schema: z.ZodType, value: unknown, field: string) => fieldKeys(schema, value)[field]?.[0];

/** A sign-up form as the browser sends it: every field is multipart text. */
const signup = {
  customerType: '1',
  industry: '[1,2]',
  name: 'Lina Haddad',
  companyName: 'Amman Bright Future School',
  email: '  Lina@Example.JO ',
  countryCode: '+962',
  phoneNo: '791234567',
  password: 'Abcdef1!',
  confirmPwd: 'Abcdef1!',
  latitude: '31.9454',
  longitude: '35.9284',
  country: 'Jordan',
  city: 'Amman',
  area: 'Abdoun',
  branchName: 'Main campus',
  deviceToken: '',
  deviceType: 'W',
  isAttachments: 'false',
  adultConfirmed: 'true',
  altcha: 'solution',
};

describe('sign-up form (§3, §5)', () => {
  it('accepts a complete form and types its fields', () => {
    const v = signupRequestSchema.parse(signup);
    expect(v).toMatchObject({
      customerType: 1,
      industry: [1, 2],
      email: 'lina@example.jo',
      latitude: 31.9454,
      longitude: 35.9284,
      deviceType: 'W',
      isAttachments: false,
      adultConfirmed: true,
    });
  });

  it.each([undefined, '', 'false', '0', 'yes', false])('refuses a form without the 18+ confirmation (%s)', (value) => {
    expect(first(signupRequestSchema, { ...signup, adultConfirmed: value }, 'adultConfirmed')).toBe('adultConfirmationRequired');
  });

  it('defaults the country code to +962 and the device type to W', () => {
    const { countryCode: _c, deviceType: _d, ...rest } = signup;
    expect(signupRequestSchema.parse(rest)).toMatchObject({ countryCode: '+962', deviceType: 'W' });
  });

  // Not a form field the user types, so its message is zod's own.
  it('refuses another device type', () => expect(signupRequestSchema.safeParse({ ...signup, deviceType: 'A' }).success).toBe(false));

  it.each([
    ['customerType', '', 'customerTypeRequired'],
    ['customerType', undefined, 'customerTypeRequired'],
    ['industry', undefined, 'industryRequired'],
    ['industry', '', 'industryRequired'],
    ['industry', '[]', 'industryRequired'],
    ['industry', 'not json', 'industryRequired'],
    ['industry', '{"id":1}', 'industryRequired'],
    ['industry', JSON.stringify(Array.from({ length: 21 }, (_, i) => i + 1)), 'industryRequired'],
    ['industry', '["a"]', 'industryRequired'],
    ['industry', '[0]', 'industryRequired'],
    ['name', '', 'contactNameRequired'],
    ['name', 'x'.repeat(51), 'contactNameMax'],
    ['companyName', '', 'companyNameRequired'],
    ['companyName', ' Acme', 'companyNameSpace'],
    ['companyName', 'x'.repeat(51), 'companyNameMax'],
    ['email', '', 'emailRequired'],
    ['email', 'lina@', 'invalidEmail'],
    ['phoneNo', '', 'phoneRequired'],
    ['phoneNo', '12345', 'phoneInvalid'],
    ['phoneNo', '691234567', 'phoneInvalid'],
    ['password', '', 'passwordRequired'],
    ['password', 'abcdefgh', 'passwordPattern'],
    ['latitude', 'abc', 'locationRequired'],
    ['longitude', '200', 'locationRequired'],
    ['country', '', 'selectRequired'],
    ['city', '', 'selectRequired'],
    ['area', '', 'areaRequired'],
    ['area', 'x'.repeat(21), 'areaMax'],
    ['branchName', '', 'branchNameRequired'],
    ['branchName', 'x'.repeat(51), 'branchNameMax'],
    ['altcha', undefined, 'captchaRequired'],
    ['altcha', '', 'captchaRequired'],
  ])('%s = %j → %s', (field, value, key) => {
    expect(first(signupRequestSchema, { ...signup, [field]: value, ...(field === 'password' ? { confirmPwd: value } : {}) }, field)).toBe(key);
  });

  it('industry accepts a JSON array of ids (text or already parsed)', () => {
    expect(signupRequestSchema.parse({ ...signup, industry: '["3", 4]' }).industry).toEqual([3, 4]);
    expect(signupRequestSchema.parse({ ...signup, industry: [5] }).industry).toEqual([5]);
  });

  it('confirm password mismatch → passwordNotMatch on confirmPwd', () => {
    expect(fieldKeys(signupRequestSchema, { ...signup, confirmPwd: 'Abcdef1?' })).toEqual({ confirmPwd: ['passwordNotMatch'] });
  });

  it('empty confirm password → confirmPasswordRequired', () => {
    expect(first(signupRequestSchema, { ...signup, confirmPwd: '' }, 'confirmPwd')).toBe('confirmPasswordRequired');
  });

  it('reports the mismatch together with other field errors', () => {
    const keys = fieldKeys(signupRequestSchema, { ...signup, confirmPwd: 'other', area: '' });
    expect(keys).toMatchObject({ area: ['areaRequired'], confirmPwd: ['passwordNotMatch'] });
  });

  it('checks the phone number against its country code with libphonenumber', () => {
    expect(fieldKeys(signupRequestSchema, { ...signup, phoneNo: '0791234567' })).toEqual({});
    expect(fieldKeys(signupRequestSchema, { ...signup, countryCode: '+33', phoneNo: '612345678' })).toEqual({});
    expect(first(signupRequestSchema, { ...signup, countryCode: '+33', phoneNo: '12345678' }, 'phoneNo')).toBe('phoneInvalid');
  });

  it('the fields schema alone has no captcha field', () => {
    const { altcha: _a, ...fields } = signup;
    expect(signupFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('reads isAttachments from multipart text', () => {
    expect(signupRequestSchema.parse({ ...signup, isAttachments: 'true' }).isAttachments).toBe(true);
    expect(signupRequestSchema.parse({ ...signup, isAttachments: '1' }).isAttachments).toBe(true);
    expect(signupRequestSchema.parse({ ...signup, isAttachments: 'false' }).isAttachments).toBe(false);
  });
});

describe('login (§3: email trimmed, password 6 to 32)', () => {
  const login = { email: ' Customer@Demo.JO ', password: 'Demo@12345', deviceToken: 'push-sub', deviceType: 'W' };
  it('accepts and normalises the email', () => expect(loginRequestSchema.parse(login)).toMatchObject({ email: 'customer@demo.jo', deviceType: 'W' }));
  it('defaults the device fields', () => expect(loginRequestSchema.parse({ email: 'a@b.jo', password: 'abcdef' })).toMatchObject({ deviceToken: '', deviceType: 'W' }));
  it.each([
    ['email', '', 'emailRequired'],
    ['email', 'nope', 'invalidEmail'],
    ['password', '', 'passwordRequired'],
    ['password', 'abcde', 'passwordLength'],
    ['password', 'x'.repeat(129), 'passwordLength'],
  ])('%s = %j → %s', (field, value, key) => expect(first(loginRequestSchema, { ...login, [field]: value }, field)).toBe(key));
  it('takes a 100-character password (sign-up accepted it)', () => expect(fieldKeys(loginRequestSchema, { ...login, password: `Aa1!${'x'.repeat(96)}` })).toEqual({}));
  it('does not apply the new-password classes to login', () => expect(fieldKeys(loginRequestSchema, { ...login, password: 'simple' })).toEqual({}));
});

describe('forgot password', () => {
  it.each([
    ['', 'emailRequired'],
    ['x@', 'invalidEmail'],
  ])('%j → %s', (email, key) => expect(first(forgotPasswordSchema, { email }, 'email')).toBe(key));
  it('normalises the email', () => expect(forgotPasswordSchema.parse({ email: ' A@B.JO' }).email).toBe('a@b.jo'));
});

describe('reset password (§3, §5)', () => {
  const reset = { newPassword: 'Newpass1!', confirmPassword: 'Newpass1!', forgotPwdToken: 't'.repeat(43), email: 'a@b.jo' };
  it('accepts a complete payload', () => expect(fieldKeys(resetPasswordSchema, reset)).toEqual({}));
  it('mismatch → passwordNotMatch on confirmPassword', () =>
    expect(fieldKeys(resetPasswordSchema, { ...reset, confirmPassword: 'Newpass1?' })).toEqual({ confirmPassword: ['passwordNotMatch'] }));
  it.each([
    ['newPassword', '', 'passwordRequired'],
    ['newPassword', 'newpass1!', 'passwordPattern'],
    ['confirmPassword', '', 'confirmPasswordRequired'],
    ['forgotPwdToken', '', 'invalidLink'],
    ['forgotPwdToken', 'short', 'invalidLink'],
    ['forgotPwdToken', undefined, 'invalidLink'],
    ['email', '', 'emailRequired'],
  ])('%s = %j → %s', (field, value, key) => expect(first(resetPasswordSchema, { ...reset, [field]: value }, field)).toBe(key));
});

describe('verification links', () => {
  it('accepts id and token and keeps extra query parts', () => {
    expect(verifyAccountQuerySchema.parse({ id: '7', token: 'k'.repeat(32), 'verify-account': 'true' })).toMatchObject({ id: 7, 'verify-account': 'true' });
  });
  it.each([
    [{}, ['id', 'token']],
    [{ id: 'x', token: 'k'.repeat(32) }, ['id']],
    [{ id: '0', token: 'k'.repeat(32) }, ['id']],
    [{ id: '7', token: 'short' }, ['token']],
    [{ id: '7', token: 'k'.repeat(201) }, ['token']],
  ])('%j → invalidLink on %j', (query, fields) => {
    const keys = fieldKeys(verifyAccountQuerySchema, query);
    expect(Object.keys(keys).sort()).toEqual(fields);
    for (const f of fields) expect(keys[f]).toEqual(['invalidLink']);
  });
  it.each(['', '-1', '1.5', 'abc'])('resend id %j → invalidLink', (id) => expect(first(resendVerifySchema, { id }, 'id')).toBe('invalidLink'));
  it('resend reads a numeric id', () => expect(resendVerifySchema.parse({ id: '12' }).id).toBe(12));
});

describe('cross-field checks run while other fields are still wrong', () => {
  it('reports passwordNotMatch on confirmPwd even when the rest of the form is empty', () => {
    const result = signupRequestSchema.safeParse({ password: 'Str0ng!pass', confirmPwd: 'different' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === 'confirmPwd');
    expect(issue?.message).toBe('passwordNotMatch');
  });
});

import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './password.ts';

function fieldKeys(body: Record<string, unknown>): Record<string, string[]> {
  const r = changePasswordSchema.safeParse(body);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of r.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('change password (§5: old password required; new password rules; confirm must match)', () => {
  const good = { oldPassword: 'Old@12345', newPassword: 'New@12345', confirmPassword: 'New@12345' };
  it('accepts a complete payload', () => expect(fieldKeys(good)).toEqual({}));
  it('takes any old password up to 128 characters (older rules allowed other shapes)', () =>
    expect(fieldKeys({ ...good, oldPassword: 'short' })).toEqual({}));
  it.each([
    [{ oldPassword: '' }, { oldPassword: ['oldPasswordRequired'] }],
    [{ oldPassword: undefined }, { oldPassword: ['oldPasswordRequired'] }],
    [{ oldPassword: 'x'.repeat(129) }, { oldPassword: ['passwordLength'] }],
    [{ newPassword: 'weakpass', confirmPassword: 'weakpass' }, { newPassword: ['passwordPattern'] }],
    [{ newPassword: 'Old@12345', confirmPassword: 'Old@12345' }, { newPassword: ['passwordSameAsOld'] }],
    [{ confirmPassword: 'New@12346' }, { confirmPassword: ['passwordNotMatch'] }],
    [{ confirmPassword: '' }, { confirmPassword: ['confirmPasswordRequired'] }],
  ])('%j → %j', (change, expected) => expect(fieldKeys({ ...good, ...change })).toEqual(expected));
});

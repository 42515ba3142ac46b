import { z } from 'zod';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule } from './rules.ts';

/**
 * POST /customer/change-password (docs/design.md fixed contract): the old password (spec §5: required), a new one under the
 * new-password rules that differs from it, and its confirmation. Whether the old one is right only the server knows.
 */
export const changePasswordSchema = z
  .object({ oldPassword: oldPasswordRule, newPassword: newPasswordRule, confirmPassword: confirmPasswordRule })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], error: 'passwordSameAsOld', when: bothFilled('oldPassword', 'newPassword') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatch', when: bothFilled('newPassword', 'confirmPassword') });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** Cross-field checks run as soon as both fields are filled, even while another field is still wrong. */
function bothFilled(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[a] !== '' && v[b] !== '';
  };
}

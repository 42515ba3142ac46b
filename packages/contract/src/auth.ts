import { z } from 'zod';
import { DB_ID_MAX } from './limits.ts';
import {
  areaRule, branchNameRule, companyNameRule, confirmPasswordRule, contactNameRule, countryCodeRule, emailRule,
  isValidPhone, withNationalPhone, latitudeRule, loginPasswordRule, longitudeRule, newPasswordRule, phoneNoRule, placeNameRule, selectedId,
} from './rules.ts';

const deviceType = z.literal('W', { error: 'invalidInput' }).default('W');
/**
 * Industry ids as a JSON array (multipart sends text). Anything that is not a list of positive integer ids
 * becomes "missing", so the one message lands on the field itself, not on an element of it.
 */
const jsonIdList = z.preprocess((v) => {
  let list: unknown = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list)) return undefined;
  const ids = list.map((item) => (typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item));
  return ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0) ? ids : undefined;
}, z.array(z.number().int(), { error: 'industryRequired' }).min(1, { error: 'industryRequired' }).max(20, { error: 'industryRequired' }));
/**
 * Cross-field checks run as soon as the fields they compare are filled, even while other fields are still
 * wrong, so the user sees "passwords don't match" at once rather than after fixing everything else.
 */
function bothFilled(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[a] !== '' && v[b] !== '';
  };
}

const boolish = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());

/**
 * Users must be 18 or older (spec §1, §9): the sign-up asks, and the server records when it was confirmed and
 * which wording was shown. Raise the version whenever the confirmation's text changes in the web locales.
 */
export const ADULT_CONFIRMATION_VERSION = '2026-11-27';
/** Multipart sends text: 'true' (or '1') confirms; anything else, or nothing, is refused with one message. */
const adultConfirmation = z.preprocess((v) => v === true || v === 'true' || v === '1', z.literal(true, { error: 'adultConfirmationRequired' }));

/** Fields of the sign-up form shared by the browser form and the server's multipart reader. */
export const signupFieldsSchema = z.object({
  customerType: selectedId('customerTypeRequired'),
  industry: jsonIdList,
  name: contactNameRule,
  companyName: companyNameRule,
  email: emailRule,
  countryCode: countryCodeRule.default('+962'),
  phoneNo: phoneNoRule,
  password: newPasswordRule,
  confirmPwd: confirmPasswordRule,
  latitude: latitudeRule,
  longitude: longitudeRule,
  country: placeNameRule,
  city: placeNameRule,
  area: areaRule,
  branchName: branchNameRule,
  deviceToken: z.string().max(4096).optional().default(''),
  deviceType,
  isAttachments: boolish.optional().default(false),
  adultConfirmed: adultConfirmation,
});

export function refineSignup<T extends z.ZodType<z.infer<typeof signupFieldsSchema>>>(schema: T) {
  return schema
    .refine((v) => v.password === v.confirmPwd, { path: ['confirmPwd'], error: 'passwordNotMatch', when: bothFilled('password', 'confirmPwd') })
    .refine((v) => isValidPhone(v.countryCode, v.phoneNo), { path: ['phoneNo'], error: 'phoneInvalid', when: bothFilled('countryCode', 'phoneNo') })
    .overwrite(withNationalPhone);
}

const altchaField = z.string({ error: 'captchaRequired' }).min(1, { error: 'captchaRequired' }).max(10_000, { error: 'captchaInvalid' });
export const signupRequestSchema = refineSignup(signupFieldsSchema.extend({ altcha: altchaField }));
export type SignupRequest = z.infer<typeof signupRequestSchema>;
/**
 * The multipart body as the OpenAPI document shows it: the fields above plus up to 5 files under `attachments`
 * (PNG, JPEG or PDF by content). The server reads the parts itself and checks them with signupRequestSchema.
 */
export const signupMultipartSchema = signupFieldsSchema.extend({
  altcha: altchaField,
  attachments: z.array(z.file()).max(5).optional().describe('PNG, JPEG or PDF, at most 5 files, 5 MB each'),
});
export const signupResponseSchema = z.object({ id: z.number().int() });

export const verifyAccountQuerySchema = z.object({
  id: z.coerce.number({ error: 'invalidLink' }).int({ error: 'invalidLink' }).positive({ error: 'invalidLink' }).max(DB_ID_MAX, { error: 'invalidLink' }),
  token: z.string({ error: 'invalidLink' }).min(16, { error: 'invalidLink' }).max(200, { error: 'invalidLink' }),
}).passthrough();
export const verifyAccountResponseSchema = z.object({ id: z.number().int(), email: z.string(), alreadyVerified: z.boolean() });

export const resendVerifySchema = z.object({ id: z.coerce.number({ error: 'invalidLink' }).int({ error: 'invalidLink' }).positive({ error: 'invalidLink' }).max(DB_ID_MAX, { error: 'invalidLink' }) });

export const loginRequestSchema = z.object({
  email: emailRule,
  password: loginPasswordRule,
  deviceToken: z.string().max(4096).optional().default(''),
  deviceType,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({
  authToken: z.string().nullable(),
  accountNotVerified: z.boolean(),
  email: z.string(),
  id: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  customerType: z.number().int(),
  isProfileCompleted: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordSchema = z.object({ email: emailRule });

export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordRule,
    confirmPassword: confirmPasswordRule,
    forgotPwdToken: z.string({ error: 'invalidLink' }).min(16, { error: 'invalidLink' }).max(200, { error: 'invalidLink' }),
    email: emailRule,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatch', when: bothFilled('newPassword', 'confirmPassword') });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
/** The reset link's token also travels in the query (spec §7.1); when both are sent they must agree. */
export const resetPasswordQuerySchema = z.object({ token: z.string().max(200, { error: 'invalidLink' }).optional() });

/**
 * GET /customer/resetPwd/check?token&email: whether a reset link can still be used, asked when the reset
 * form opens (before two passwords are typed). No side effect; an unknown address is simply "invalid".
 */
export const resetLinkCheckQuerySchema = z.object({ token: z.string().max(200).default(''), email: z.string().max(254).default('') });
export const resetLinkCheckResponseSchema = z.object({ valid: z.boolean() });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckResponseSchema>;

export const captchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

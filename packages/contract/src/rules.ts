import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DB_ID_MAX, LIMITS } from './limits.ts';

/**
 * Field rules of spec §5. Every message is a key of locales/{en,ar,fr}.json in this package,
 * so the web form and the API answer with the same words in the user's language.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;

export const emailRule = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'invalidEmail' })
  .regex(EMAIL_PATTERN, { error: 'invalidEmail' })
  .transform((v) => v.toLowerCase());

/** Every password a new-password form ever accepted (8 to 128) passes, so no account is locked out by its login form. */
export const loginPasswordRule = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .min(LIMITS.loginPasswordMin, { error: 'passwordLength' })
  .max(LIMITS.passwordMax, { error: 'passwordLength' });

export const newPasswordRule = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(LIMITS.passwordMax, { error: 'passwordTooLong' })
  .regex(STRONG_PASSWORD, { error: 'passwordPattern' });

/** The current password on the change-password form (spec §5: required when shown); never longer than any stored one. */
export const oldPasswordRule = z
  .string({ error: 'oldPasswordRequired' })
  .min(1, { error: 'oldPasswordRequired' })
  .max(LIMITS.passwordMax, { error: 'passwordLength' });

export const confirmPasswordRule = z.string({ error: 'confirmPasswordRequired' }).min(1, { error: 'confirmPasswordRequired' });

const noLeadingSpace = (v: string) => !/^\s/.test(v);

export const companyNameRule = z
  .string({ error: 'companyNameRequired' })
  .min(1, { error: 'companyNameRequired' })
  .refine(noLeadingSpace, { error: 'companyNameSpace' })
  .refine((v) => v.trim().length > 0, { error: 'companyNameRequired' })
  .max(LIMITS.nameMax, { error: 'companyNameMax' });

export const contactNameRule = z
  .string({ error: 'contactNameRequired' })
  .trim()
  .min(1, { error: 'contactNameRequired' })
  .max(LIMITS.nameMax, { error: 'contactNameMax' });

export const branchNameRule = z
  .string({ error: 'branchNameRequired' })
  .trim()
  .min(1, { error: 'branchNameRequired' })
  .max(LIMITS.nameMax, { error: 'branchNameMax' });

export const areaRule = z
  .string({ error: 'areaRequired' })
  .trim()
  .min(1, { error: 'areaRequired' })
  .max(LIMITS.areaMax, { error: 'areaMax' });

export const placeNameRule = z
  .string({ error: 'selectRequired' })
  .trim()
  .min(1, { error: 'selectRequired' })
  .max(LIMITS.nameMax, { error: 'addressMax' });

export const formDescriptionRule = z
  .string({ error: 'descriptionRequired' })
  .min(1, { error: 'descriptionRequired' })
  .refine(noLeadingSpace, { error: 'descriptionSpace' })
  .max(LIMITS.formDescriptionMax, { error: 'descriptionMax' });

export const countryCodeRule = z
  .string({ error: 'phoneRequired' })
  .trim()
  .regex(/^\+\d{1,4}$/, { error: 'phoneInvalid' });

/** The national number as typed, without the country code. */
export const phoneNoRule = z
  .string({ error: 'phoneRequired' })
  .trim()
  .min(1, { error: 'phoneRequired' })
  .regex(/^\d{6,14}$/, { error: 'phoneInvalid' });

/** Checks a national number against its calling code (libphonenumber metadata). */
export function isValidPhone(countryCode: string, phoneNo: string, defaultCountry: CountryCode = 'JO'): boolean {
  const digits = phoneNo.replace(/\D/g, '');
  if (!digits) return false;
  try {
    return isValidPhoneNumber(`${countryCode}${digits.replace(/^0+/, '')}`, defaultCountry);
  } catch {
    return false;
  }
}

/**
 * The national significant number of a phone typed the local way: "0795551234" with +962 is 795551234, so
 * that with its country code it is the international +962 795551234. Numbers libphonenumber cannot read
 * are only stripped of what is not a digit (the rules above then refuse them).
 */
export function nationalPhoneNumber(countryCode: string, phoneNo: string): string {
  const digits = phoneNo.replace(/\D/g, '');
  const calling = countryCode.replace(/\D/g, '');
  if (!digits || !calling) return digits;
  try {
    const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: calling });
    return parsed?.nationalNumber ? String(parsed.nationalNumber) : digits;
  } catch {
    return digits;
  }
}

/** The same object with its phoneNo in national significant form (zod `.overwrite` of every phone pair). */
export function withNationalPhone<T extends { countryCode?: string; phoneNo?: string }>(v: T): T {
  if (typeof v.phoneNo !== 'string' || typeof v.countryCode !== 'string') return v;
  return { ...v, phoneNo: nationalPhoneNumber(v.countryCode, v.phoneNo) };
}

/** "+962 795551234": how a stored phone reads (international form). */
export function internationalPhone(countryCode: string | null | undefined, phoneNo: string | null | undefined): string {
  if (!phoneNo) return '';
  const code = countryCode?.trim() ?? '';
  return code ? `${code} ${nationalPhoneNumber(code, phoneNo)}` : phoneNo;
}

/** A coordinate: empty, null or missing is "no location", never 0 (which coercion would make of it). */
export const coordinateRule = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce.number({ error: 'locationRequired' }).min(min, { error: 'locationRequired' }).max(max, { error: 'locationRequired' }),
  );
export const latitudeRule = coordinateRule(-90, 90);
export const longitudeRule = coordinateRule(-180, 180);

/** A chosen option's id; `key` is the message shown when nothing is chosen. */
export function selectedId(key = 'selectRequired') {
  return z.coerce.number({ error: key }).int({ error: key }).positive({ error: key }).max(DB_ID_MAX, { error: key });
}

/** Message keys for attachment checks (spec §5, §8). */
export const FILE_MESSAGES = { count: 'fileNumber', size: 'fileSize', type: 'fileType' } as const;

/** Text holding characters no field may store (U+0000: PostgreSQL refuses it in text and jsonb). */
export const TEXT_INVALID_CHARACTERS = 'textInvalidCharacters';

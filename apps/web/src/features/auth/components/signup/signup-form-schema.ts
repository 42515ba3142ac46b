import { z } from 'zod';
import { refineSignup, signupFieldsSchema } from '@portal/contract/auth';

/**
 * The server's sign-up rules (contract, the 18+ confirmation included), plus what only the browser form has:
 * the terms checkbox, the ALTCHA solution, and a location that must have been chosen (an unset point is not 0,0).
 */
export const signupFormSchema = refineSignup(
  signupFieldsSchema.extend({
    latitude: z.number({ error: 'locationRequired' }).min(-90, { error: 'locationRequired' }).max(90, { error: 'locationRequired' }),
    longitude: z.number({ error: 'locationRequired' }).min(-180, { error: 'locationRequired' }).max(180, { error: 'locationRequired' }),
    terms: z.literal(true, { error: 'checkbox' }),
    altcha: z.string({ error: 'captchaRequired' }).min(1, { error: 'captchaRequired' }),
  }),
);

export type SignupFormOutput = z.output<typeof signupFormSchema>;

/** What the inputs hold: selects give string ids, the map leaves the point unset until chosen. */
export type SignupFormValues = {
  customerType: string | null;
  industry: string[];
  name: string;
  companyName: string;
  email: string;
  countryCode: string;
  phoneNo: string;
  password: string;
  confirmPwd: string;
  latitude: number | undefined;
  longitude: number | undefined;
  country: string;
  city: string;
  area: string;
  branchName: string;
  terms: boolean;
  adultConfirmed: boolean;
  altcha: string;
};

export const DEFAULT_COUNTRY_CODE = '+962';

export const signupDefaults: SignupFormValues = {
  customerType: null,
  industry: [],
  name: '',
  companyName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneNo: '',
  password: '',
  confirmPwd: '',
  latitude: undefined,
  longitude: undefined,
  country: '',
  city: '',
  area: '',
  branchName: '',
  terms: false,
  adultConfirmed: false,
  altcha: '',
};

import { z } from 'zod';
import { DB_ID_MAX } from './limits.ts';
import { cliqAliasRule } from './payments.ts';
import {
  countryCodeRule,
  emailRule,
  isValidPhone,
  latitudeRule,
  longitudeRule,
  phoneNoRule,
  placeNameRule,
  withNationalPhone,
} from './rules.ts';

/**
 * The provider's own account in the provider app (issue 18, points 5 and 6): earnings, the commission operators
 * set, and the profile the customers see on the provider's card. Calls under /api/provider/earnings and
 * /api/provider/profile, and the operator's PUT /api/operator/providers/{id}/commission.
 */

export const PROVIDER_PROFILE_LIMITS = {
  contactEmailsMax: 3,
  subCategoriesMax: 60,
  locationsMax: 10,
  educationMax: 10,
  educationTextMax: 120,
  albumsMax: 10,
  albumNameMax: 50,
  /** A rate is JOD with fils, up to this much. */
  rateMax: 10_000,
} as const;

/** A rate in JOD with fils: more than 0, at most 10,000, at most 3 decimals. */
const rateRule = z
  .number({ error: 'rateInvalid' })
  .positive({ error: 'rateInvalid' })
  .max(PROVIDER_PROFILE_LIMITS.rateMax, { error: 'rateInvalid' })
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { error: 'rateInvalid' });

const idRule = z
  .number({ error: 'selectRequired' })
  .int({ error: 'selectRequired' })
  .positive({ error: 'selectRequired' })
  .max(DB_ID_MAX, { error: 'selectRequired' });

export const providerServiceAreaSchema = z.object({
  city: placeNameRule,
  state: placeNameRule,
  country: placeNameRule,
  latitude: latitudeRule,
  longitude: longitudeRule,
});
export type ProviderServiceArea = z.infer<typeof providerServiceAreaSchema>;

const educationRule = z
  .string({ error: 'educationRequired' })
  .trim()
  .min(1, { error: 'educationRequired' })
  .max(PROVIDER_PROFILE_LIMITS.educationTextMax, { error: 'educationMax' });

/** PUT /provider/profile: the whole editable profile; name, badges, rating and commission are not the provider's to change. */
export const providerProfileEditSchema = z
  .object({
    countryCode: countryCodeRule.default('+962'),
    phoneNo: phoneNoRule,
    contactEmails: z.array(emailRule).max(PROVIDER_PROFILE_LIMITS.contactEmailsMax, { error: 'contactEmailsMax' }).default([]),
    dailyRate: rateRule,
    minimumRatePerVisit: rateRule,
    subCategoryIds: z
      .array(idRule)
      .min(1, { error: 'subCategoriesRequired' })
      .max(PROVIDER_PROFILE_LIMITS.subCategoriesMax, { error: 'subCategoriesRequired' }),
    serviceAreas: z
      .array(providerServiceAreaSchema)
      .min(1, { error: 'serviceAreasRequired' })
      .max(PROVIDER_PROFILE_LIMITS.locationsMax, { error: 'serviceAreasMax' }),
    education: z.array(educationRule).max(PROVIDER_PROFILE_LIMITS.educationMax, { error: 'educationCount' }).default([]),
    /** Issue 19.4: absent keeps the alias, empty or null removes it. */
    cliqAlias: cliqAliasRule.optional(),
  })
  .refine((v) => isValidPhone(v.countryCode, v.phoneNo), { path: ['phoneNo'], error: 'phoneInvalid' })
  .overwrite(withNationalPhone);
export type ProviderProfileEdit = z.infer<typeof providerProfileEditSchema>;

export const providerAlbumItemSchema = z.object({ url: z.string(), kind: z.enum(['image', 'video']) });

export const providerAlbumSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(providerAlbumItemSchema),
});
export type ProviderAlbum = z.infer<typeof providerAlbumSchema>;

/** GET /provider/profile: what the provider may edit, and what it can only read (name, badges, rating, commission). */
export const providerProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isGoldenTechnician: z.boolean(),
  isCertified: z.boolean(),
  rating: z.number(),
  ratingCount: z.number().int(),
  ordersCompleted: z.number().int(),
  countryCode: z.string(),
  phoneNo: z.string(),
  contactEmails: z.array(z.string()),
  dailyRate: z.number(),
  minimumRatePerVisit: z.number(),
  subCategoryIds: z.array(z.number().int()),
  serviceAreas: z.array(providerServiceAreaSchema.extend({ latitude: z.number(), longitude: z.number() })),
  education: z.array(z.string()),
  albums: z.array(providerAlbumSchema),
  /** The platform's commission in percent: shown to this provider (and operators), never to customers. */
  commissionRate: z.number(),
  /** The CliQ alias customers see at payment (issue 19.4): an alias name or 00962 and a mobile; null when none. */
  cliqAlias: z.string().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfileSchema>;

export const providerPhotoResponseSchema = z.object({ url: z.string() });

export const providerAlbumCreateSchema = z.object({
  name: z
    .string({ error: 'albumNameRequired' })
    .trim()
    .min(1, { error: 'albumNameRequired' })
    .max(PROVIDER_PROFILE_LIMITS.albumNameMax, { error: 'albumNameMax' }),
});

export const providerAlbumParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'notFound' })
    .int({ error: 'notFound' })
    .positive({ error: 'notFound' })
    .max(DB_ID_MAX, { error: 'notFound' }),
});

/** DELETE /provider/profile/albums/{id}/items: one item by its URL. */
export const providerAlbumItemDeleteSchema = z.object({
  url: z.string({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }).max(300, { error: 'invalidInput' }),
});

export const providerReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .min(1, { error: 'invalidInput' })
    .max(10_000, { error: 'invalidInput' })
    .default(1),
  limit: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .min(1, { error: 'invalidInput' })
    .max(50, { error: 'invalidInput' })
    .default(10),
});

export const providerReviewsResponseSchema = z.object({
  list: z.array(
    z.object({ id: z.number().int(), customerName: z.string(), rating: z.number(), comment: z.string(), createdAt: z.number().int() }),
  ),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type ProviderReviewsResponse = z.infer<typeof providerReviewsResponseSchema>;

/** One month of completed jobs, in Amman time; money in JOD. */
export const earningsMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  jobs: z.number().int(),
  cashCollected: z.number(),
  commissionOwed: z.number(),
  /** Fines recorded against the provider in the month (spec §4.5: a late cancel), whatever became of the order. */
  fines: z.number(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

/** GET /provider/earnings. */
export const providerEarningsSchema = z.object({
  commissionRate: z.number(),
  months: z.array(earningsMonthSchema),
  totals: z.object({ jobs: z.number().int(), cashCollected: z.number(), commissionOwed: z.number(), fines: z.number() }),
  /**
   * Where "cash collected" comes from: `provider` is the cash the provider recorded as received on each job, the
   * customer's recorded payment standing in for a job where the provider recorded none; `customer` (earlier
   * servers) is the customer's recorded payment only.
   */
  cashSource: z.enum(['customer', 'provider']),
  /** Whether fines are kept (true since provider_fines is recorded; false on earlier servers, which showed 0). */
  finesTracked: z.boolean(),
});
export type ProviderEarnings = z.infer<typeof providerEarningsSchema>;

/** PUT /operator/providers/{id}/commission. */
export const commissionRateSchema = z.object({
  rate: z
    .number({ error: 'commissionRateInvalid' })
    .min(0, { error: 'commissionRateInvalid' })
    .max(100, { error: 'commissionRateInvalid' })
    .refine((v) => Number.isInteger(v * 100), { error: 'commissionRateInvalid' }),
});

export const commissionResponseSchema = z.object({
  providerId: z.number().int(),
  rate: z.number(),
  history: z.array(z.object({ rate: z.number(), previousRate: z.number(), operatorId: z.number().int(), createdAt: z.number().int() })),
});
export type CommissionResponse = z.infer<typeof commissionResponseSchema>;

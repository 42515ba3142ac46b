import { z } from 'zod';
import { STATIC_PAGE_KEYS } from './catalogue.ts';
import { COMPLAINT_STATUSES, complaintOrderSchema } from './complaints.ts';
import { USER_TYPES } from './codes.ts';
import { LANGS } from './lang.ts';
import { DB_ID_MAX, VALIDATION_DATA_KEYS } from './limits.ts';
import { emailRule, loginPasswordRule } from './rules.ts';

/** Operator (admin) API under /api/operator (docs/design.md): what the customer pages show is edited here. */

export const operatorLoginSchema = z.object({ email: emailRule, password: loginPasswordRule });
export const operatorLoginResponseSchema = z.object({ authToken: z.string() });
/** The signed-in operator, as the console shows them and decides what to offer (support sees no admin actions). */
export const operatorMeSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: z.enum(['admin', 'support']) });
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .positive({ error: 'invalidInput' })
    .max(DB_ID_MAX, { error: 'invalidInput' }),
});

const text = (max: number) =>
  z.string({ error: 'textRequired' }).trim().min(1, { error: 'textRequired' }).max(max, { error: 'textTooLong' });

/**
 * An image: a path under the shipped assets (e.g. icons/plumbing.svg) or an https URL. No "..", no scheme
 * other than https, so nothing an operator types can point the page at a script.
 */
const ASSET_PATH = /^(?!.*\.\.)[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*\.(?:svg|png|jpe?g|webp|gif)$/i;
export const imageRule = z
  .string({ error: 'imageInvalid' })
  .trim()
  .max(200, { error: 'imageInvalid' })
  .refine((v) => ASSET_PATH.test(v) || isHttpsUrl(v) || CONTENT_MEDIA_URL.test(v), { error: 'imageInvalid' });

// ---- Images operators upload (issue 17): icons, banners, onboarding screens, album photos ----

/** Where an uploaded content image is served (public, immutable): /api/content-media/{fileId}.{png|jpg}. */
export const CONTENT_MEDIA_PREFIX = '/api/content-media/';
export const CONTENT_MEDIA_URL = /^\/api\/content-media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpg)$/;
/** The file id behind an uploaded content image's URL; null for a shipped asset path or an https address. */
export const contentMediaFileId = (url: string): string | null => CONTENT_MEDIA_URL.exec(url)?.[1] ?? null;

export const CONTENT_IMAGE_PURPOSES = ['icon', 'banner-desktop', 'banner-responsive', 'onboarding', 'album'] as const;
export type ContentImagePurpose = (typeof CONTENT_IMAGE_PURPOSES)[number];

/**
 * The shape each kind of image must have, checked by the server on the stored pixels and used by the console's
 * crop: width / height (null: any), the narrowest width that still looks sharp where it is shown, and the bytes.
 * Banners are 4:1 on desktops and 8:5 on phones (the portal's home page frames them so), onboarding pictures 3:2.
 */
export const CONTENT_IMAGE_SHAPES: Record<ContentImagePurpose, { aspect: number | null; ratio: string | null; minWidth: number; maxBytes: number }> = {
  icon: { aspect: 1, ratio: '1:1', minWidth: 48, maxBytes: 1024 * 1024 },
  'banner-desktop': { aspect: 4, ratio: '4:1', minWidth: 800, maxBytes: 5 * 1024 * 1024 },
  'banner-responsive': { aspect: 8 / 5, ratio: '8:5', minWidth: 320, maxBytes: 5 * 1024 * 1024 },
  onboarding: { aspect: 3 / 2, ratio: '3:2', minWidth: 300, maxBytes: 5 * 1024 * 1024 },
  album: { aspect: null, ratio: null, minWidth: 200, maxBytes: 5 * 1024 * 1024 },
};
/** The longest side the console exports a crop at: sharp enough for a full-width desktop banner. */
export const CONTENT_IMAGE_MAX_SIDE = 2400;
/** A crop rounds to whole pixels: a ratio within 2% is the ratio asked for. */
export const CONTENT_IMAGE_ASPECT_TOLERANCE = 0.02;
export const bannerPurpose = (kind: 'desktop' | 'responsive'): 'banner-desktop' | 'banner-responsive' => `banner-${kind}`;

/** The text field of POST /api/operator/content-images (multipart, the file under `image`). */
export const contentImageFieldsSchema = z.object({ purpose: z.enum(CONTENT_IMAGE_PURPOSES, { error: 'imagePurposeInvalid' }) });
export const contentImageSchema = z.object({
  /** The stored file's id. */
  id: z.string(),
  /** What to save as the icon, banner or onboarding image. */
  url: z.string(),
  purpose: z.enum(CONTENT_IMAGE_PURPOSES),
  width: z.number().int(),
  height: z.number().int(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A banner link: a path of the portal (/express) or an https URL. */
export const linkRule = z
  .string({ error: 'linkInvalid' })
  .trim()
  .max(500, { error: 'linkInvalid' })
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || isHttpsUrl(v), { error: 'linkInvalid' });

function isHttpsUrl(v: string): boolean {
  try {
    return new URL(v).protocol === 'https:' && !/\s/.test(v);
  } catch {
    return false;
  }
}

const sort = z.coerce
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(0, { error: 'invalidInput' })
  .max(100_000, { error: 'invalidInput' });
const atLeastOne = <T extends Record<string, unknown>>(v: T) => Object.values(v).some((x) => x !== undefined);

// ---- Categories and sub-categories ----

export const categoryCreateSchema = z.object({
  en: text(100),
  ar: text(100),
  fr: text(100),
  icon: imageRule.optional(),
  sort: sort.optional(),
  /** Hidden from the portal's pickers (a trade still served cannot be deleted, only hidden). */
  hidden: z.boolean({ error: 'invalidInput' }).optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export const categoryUpdateSchema = categoryCreateSchema.partial().refine(atLeastOne, { error: 'nothingToChange' });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const operatorSubCategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  /** As stored (asset path or URL) and as served. */
  icon: z.string(),
  iconUrl: z.string(),
  en: z.string(),
  ar: z.string(),
  fr: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** Active and suspended providers serving it: a sub-category with providers cannot be deleted. */
  providerCount: z.number().int(),
});
export const operatorCategorySchema = operatorSubCategorySchema.omit({ categoryId: true, providerCount: true }).extend({
  subCategories: z.array(operatorSubCategorySchema),
});
export type OperatorCategory = z.infer<typeof operatorCategorySchema>;

// ---- Banners and onboarding screens ----

export const bannerCreateSchema = z.object({
  kind: z.enum(['desktop', 'responsive'], { error: 'invalidInput' }),
  lang: z.enum(LANGS, { error: 'invalidInput' }),
  image: imageRule,
  link: linkRule,
  sort: sort.optional(),
});
/** PATCH /api/operator/banners/{id}: any of the banner's fields. */
export const bannerUpdateSchema = bannerCreateSchema.partial().refine(atLeastOne, { error: 'nothingToChange' });
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;
export const operatorBannerSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['desktop', 'responsive']),
  lang: z.enum(LANGS),
  image: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  sort: z.number().int(),
});

export const onboardingCreateSchema = z.object({
  lang: z.enum(LANGS, { error: 'invalidInput' }),
  image: imageRule,
  title: text(200),
  description: text(1000),
  sort: sort.optional(),
});
export const onboardingUpdateSchema = onboardingCreateSchema.partial().refine(atLeastOne, { error: 'nothingToChange' });
export const operatorOnboardingSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LANGS),
  image: z.string(),
  imageUrl: z.string(),
  title: z.string(),
  description: z.string(),
  sort: z.number().int(),
});

// ---- Order of a list (categories, a category's sub-categories, a set of banners, a language's onboarding) ----

const listId = z.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).positive({ error: 'invalidInput' }).max(DB_ID_MAX, { error: 'invalidInput' });
/** Every item of the list once, in the new order; the server answers 400 `orderMismatch` when the set differs. */
export const reorderSchema = z.object({
  ids: z
    .array(listId, { error: 'invalidInput' })
    .min(1, { error: 'invalidInput' })
    .max(500, { error: 'invalidInput' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'orderMismatch' }),
});
export type Reorder = z.infer<typeof reorderSchema>;
export const bannerOrderSchema = reorderSchema.extend({
  kind: z.enum(['desktop', 'responsive'], { error: 'invalidInput' }),
  lang: z.enum(LANGS, { error: 'invalidInput' }),
});
export const onboardingOrderSchema = reorderSchema.extend({ lang: z.enum(LANGS, { error: 'invalidInput' }) });

// ---- Static pages (terms, privacy, usage policy) ----

export const staticPageParamsSchema = z.object({
  key: z.enum(STATIC_PAGE_KEYS, { error: 'staticPageKeyInvalid' }),
  lang: z.enum(LANGS, { error: 'invalidInput' }),
});
/** The server keeps only h1-h4, p, ul, ol, li, strong, em, br and a[href] with http, https or mailto. */
export const staticPagePutSchema = z.object({
  html: z.string({ error: 'htmlRequired' }).trim().min(1, { error: 'htmlRequired' }).max(200_000, { error: 'textTooLong' }),
});
export const operatorStaticPageSchema = z.object({ key: z.enum(STATIC_PAGE_KEYS), lang: z.enum(LANGS), html: z.string() });

// ---- Providers ----

const boolQuery = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'invalidInput' }),
);
const page = z.coerce
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(1, { error: 'invalidInput' })
  .max(100_000, { error: 'invalidInput' })
  .default(1);
const limit = z.coerce
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .min(1, { error: 'invalidInput' })
  .max(100, { error: 'invalidInput' })
  .default(20);

export const ACCOUNT_STATUSES = ['active', 'suspended', 'deleted'] as const;

export const operatorProvidersQuerySchema = z.object({
  /** Part of the name (any language) or of the e-mail address. */
  q: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
  isGoldenTechnician: boolQuery.optional(),
  isCertified: boolQuery.optional(),
  isFeatured: boolQuery.optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'invalidInput' }).optional(),
  subCategoryId: z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).positive({ error: 'invalidInput' }).max(DB_ID_MAX, { error: 'invalidInput' }).optional(),
  page,
  limit,
});
export type OperatorProvidersQuery = z.infer<typeof operatorProvidersQuerySchema>;

export const operatorProviderSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  name: z.object({ en: z.string(), ar: z.string(), fr: z.string() }),
  userType: z.enum(USER_TYPES),
  isGoldenTechnician: z.boolean(),
  isCertified: z.boolean(),
  isFeatured: z.boolean(),
  rating: z.number(),
  total: z.number().int(),
  ordersCompleted: z.number().int(),
});
export const operatorProvidersResponseSchema = z.object({
  list: z.array(operatorProviderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const providerPatchSchema = z
  .object({
    isGoldenTechnician: z.boolean({ error: 'invalidInput' }).optional(),
    isCertified: z.boolean({ error: 'invalidInput' }).optional(),
    isFeatured: z.boolean({ error: 'invalidInput' }).optional(),
  })
  .refine(atLeastOne, { error: 'nothingToChange' });
export type ProviderPatch = z.infer<typeof providerPatchSchema>;

// ---- Complaints ----

export const operatorComplaintsQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: 'invalidInput' }).optional(),
  page,
  limit,
});
export const operatorComplaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() }),
  subject: z.enum(['order', 'provider', 'other']),
  orderType: z.string().nullable(),
  orderId: z.number().int().nullable(),
  /** The order the complaint is about, with its number and title (null when it is about no order or the order is gone). */
  order: complaintOrderSchema.nullable(),
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  reason: z.string(),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  operatorNote: z.string().nullable(),
  /** The operator handling it (issue 17). */
  assignedTo: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});
export const operatorComplaintsResponseSchema = z.object({
  list: z.array(operatorComplaintSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const complaintPatchSchema = z.object({
  status: z.literal('closed', { error: 'invalidInput' }),
  operatorNote: text(2000),
});

// ---- Validation data (limits) ----

export const validationDataPutSchema = z.object({
  key: z.enum(VALIDATION_DATA_KEYS, { error: 'settingKeyInvalid' }),
  /** Whole numbers only: clients parse every value as an integer. */
  value: z
    .union([z.number(), z.string()], { error: 'settingValueInvalid' })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,9}$/.test(v), { error: 'settingValueInvalid' })
    .transform((v) => String(Number(v))),
});

// ---- A provider's own terms (issue 15) ----

/** Spec §1 and §9: a provider guarantees its work at least this many days after completion. */
export const GUARANTEE_DAYS_MIN = 7;
export const GUARANTEE_DAYS_MAX = 3650;
/**
 * The validation-data keys a provider may have its own value for. Not orderCancelFees: the cancellation terms
 * (spec §4.5) tie that fee to the provider's minimum visit rate, not to a number set here.
 */
export const PROVIDER_LIMIT_KEYS = VALIDATION_DATA_KEYS.filter((k) => k !== 'orderCancelFees') as Exclude<
  (typeof VALIDATION_DATA_KEYS)[number],
  'orderCancelFees'
>[];
const limitValue = z
  .union([z.number(), z.string()], { error: 'settingValueInvalid' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,9}$/.test(v), { error: 'settingValueInvalid' })
  .transform((v) => String(Number(v)));

/**
 * PUT /api/operator/providers/:id/terms: the provider's terms as a whole (admins only, audited). `limits` holds only
 * the keys where the provider differs from the validation-data record; a key left out follows the record.
 */
export const providerTermsPutSchema = z.strictObject(
  {
    guaranteeDays: z
      .number({ error: 'guaranteeDaysInvalid' })
      .int({ error: 'guaranteeDaysInvalid' })
      .min(GUARANTEE_DAYS_MIN, { error: 'guaranteeDaysMin' })
      .max(GUARANTEE_DAYS_MAX, { error: 'guaranteeDaysInvalid' }),
    limits: z
      .record(z.string(), limitValue, { error: 'invalidInput' })
      .default({})
      .superRefine((rec, ctx) => {
        for (const key of Object.keys(rec)) {
          if (!(PROVIDER_LIMIT_KEYS as string[]).includes(key)) ctx.addIssue({ code: 'custom', message: 'settingKeyInvalid', path: [key] });
        }
      }),
  },
  { error: 'invalidInput' },
);
export type ProviderTermsPut = z.infer<typeof providerTermsPutSchema>;
export const providerTermsSchema = z.object({
  providerId: z.number().int(),
  guaranteeDays: z.number().int(),
  /** The provider's own values, key/value as validation-data answers them. */
  limits: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type ProviderTerms = z.infer<typeof providerTermsSchema>;

// ---- Roles and the audit log (issue 17) ----

export const OPERATOR_ROLES = ['admin', 'support'] as const;
export type OperatorRoleCode = (typeof OPERATOR_ROLES)[number];

/** Epoch seconds up to 2100 (a later time is no date PostgreSQL's to_timestamp needs to see). */
const epochQuery = z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).nonnegative({ error: 'invalidInput' }).max(4_102_444_800, { error: 'invalidInput' }).optional();

/** Newest first, keyset-paged: `before` is the smallest id of the previous page. Times are epoch seconds. */
export const operatorAuditQuerySchema = z.object({
  operatorId: z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).positive({ error: 'invalidInput' }).max(DB_ID_MAX, { error: 'invalidInput' }).optional(),
  entity: z.string().trim().max(40, { error: 'textTooLong' }).optional(),
  entityId: z.string().trim().max(80, { error: 'textTooLong' }).optional(),
  /** Part of the action, e.g. `suspend` or `PATCH /api/operator/providers`. */
  action: z.string().trim().max(120, { error: 'textTooLong' }).optional(),
  from: epochQuery,
  to: epochQuery,
  before: z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).positive({ error: 'invalidInput' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalidInput' }).optional(),
  limit,
});
export type OperatorAuditQuery = z.infer<typeof operatorAuditQuerySchema>;

export const operatorAuditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), email: z.string(), role: z.enum(OPERATOR_ROLES) }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  request: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  /** The HTTP status the action was answered with. */
  status: z.number().int(),
  createdAt: z.number().int(),
});
export const operatorAuditResponseSchema = z.object({
  list: z.array(operatorAuditEntrySchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

// ---- Cancellations (spec §4.5) ----

/** GET /operator/cancellations/flagged?month=YYYY-MM (Amman's month; absent: the current one). */
export const flaggedCancellationsQuerySchema = z.object({
  month: z
    .string({ error: 'monthInvalid' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'monthInvalid' })
    .optional(),
});
export const flaggedCancellationSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  type: z.enum(['E', 'T', 'R']),
  status: z.string(),
  /** The customer's or provider's reason, as given. */
  reason: z.string().nullable(),
  at: z.string(),
});
export const flaggedPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  count: z.number().int(),
  cancellations: z.array(flaggedCancellationSchema),
});
export const flaggedCancellationsSchema = z.object({
  month: z.string(),
  /** More cancellations than this in the month are flagged (spec §4.5: more than 2). */
  allowed: z.number().int(),
  customers: z.array(flaggedPartySchema),
  providers: z.array(flaggedPartySchema),
});
export type FlaggedCancellations = z.infer<typeof flaggedCancellationsSchema>;
export type FlaggedParty = z.infer<typeof flaggedPartySchema>;

import { z } from 'zod';
import { COMPLAINT_STATUSES } from './complaints.ts';
import { ORDER_STATUSES, ORDER_TYPES, USER_TYPES } from './codes.ts';
import { LANGS } from './lang.ts';
import { DB_ID_MAX } from './limits.ts';
import { ACCOUNT_STATUSES, imageRule } from './operator.ts';
import { countryCodeRule, emailRule, isValidPhone, newPasswordRule, phoneNoRule, withNationalPhone } from './rules.ts';

/**
 * The operator console's people (issue 17, points 4, 5, 6 and 8): providers, customers, complaints and messages,
 * under /api/operator. Every message is a key of the validation locales or of the API's.
 */

const text = (max: number, required = 'textRequired') =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'textTooLong' });
const trilingualText = (max: number) => z.object({ en: text(max), ar: text(max), fr: text(max) }, { error: 'textRequired' });
const id = (key = 'invalidInput') => z.coerce.number({ error: key }).int({ error: key }).positive({ error: key }).max(DB_ID_MAX, { error: key });
const page = z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }).max(100_000, { error: 'invalidInput' }).default(1);
const limit = z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }).max(100, { error: 'invalidInput' }).default(20);
const trilingual = z.object({ en: z.string(), ar: z.string(), fr: z.string() });

/** Every suspension, reactivation, deletion or termination says why (kept on the account and in the audit log). */
export const reasonRule = text(500, 'reasonRequired');
export const accountActionSchema = z.object({ reason: reasonRule });
/** The customer calls of the operator API (a fixed contract) took no body: the reason is optional there. */
export const optionalAccountActionSchema = z.object({ reason: reasonRule.optional() }).nullish();

// ---- Providers ----

/** JOD with fils, 0 to 100,000. */
const rateRule = z
  .number({ error: 'rateInvalid' })
  .min(0, { error: 'rateInvalid' })
  .max(100_000, { error: 'rateInvalid' })
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { error: 'rateInvalid' });

const validPhone = (v: { countryCode: string; phoneNo: string }) => isValidPhone(v.countryCode, v.phoneNo);

const profileShape = {
  name: trilingualText(100),
  userType: z.enum(USER_TYPES, { error: 'invalidInput' }),
  dailyRate: rateRule,
  minimumRatePerVisit: rateRule,
  expertise: trilingualText(300),
  about: trilingualText(2000),
  carToggle: z.boolean({ error: 'invalidInput' }).default(false),
  countryCode: countryCodeRule,
  phoneNo: phoneNoRule,
};

export const subCategoryIdsRule = z
  .array(id(), { error: 'subCategoriesRequired' })
  .min(1, { error: 'subCategoriesRequired' })
  .max(100, { error: 'invalidInput' })
  .transform((ids) => [...new Set(ids)]);

/** POST /operator/providers: the account, its profile and trades; an invitation mail sets the password. */
export const providerCreateSchema = z
  .object({
    email: emailRule,
    ...profileShape,
    subCategoryIds: subCategoryIdsRule,
    /** The language of the invitation mail (Arabic first). */
    lang: z.enum(LANGS, { error: 'invalidInput' }).default('ar'),
  })
  .refine(validPhone, { error: 'phoneInvalid', path: ['phoneNo'] })
  .overwrite(withNationalPhone);
export type ProviderCreate = z.infer<typeof providerCreateSchema>;

/** PUT /operator/providers/{id}/profile: the whole profile and rates at once. */
export const providerProfileSchema = z
  .object(profileShape)
  .refine(validPhone, { error: 'phoneInvalid', path: ['phoneNo'] })
  .overwrite(withNationalPhone);
export type ProviderProfileInput = z.infer<typeof providerProfileSchema>;

export const providerSubCategoriesSchema = z.object({ subCategoryIds: subCategoryIdsRule });

const coordinate = (min: number, max: number) => z.number({ error: 'invalidInput' }).min(min, { error: 'invalidInput' }).max(max, { error: 'invalidInput' });
export const serviceAreaSchema = z.object({
  city: text(50),
  state: text(50),
  country: text(50),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
});
/** PUT /operator/providers/{id}/areas: the places it serves (express dispatch measures 20 km from them). */
export const providerAreasSchema = z.object({ areas: z.array(serviceAreaSchema, { error: 'invalidInput' }).min(1, { error: 'areasRequired' }).max(50, { error: 'invalidInput' }) });

/** An album may start empty: the console uploads its photos into it afterwards (…/albums/{id}/images). */
export const providerAlbumCreateSchema = z.object({
  name: trilingualText(100),
  images: z.array(imageRule, { error: 'imageInvalid' }).max(30, { error: 'invalidInput' }).default([]),
});
/** PATCH /operator/providers/{id}/albums/{albumId}: its name, or its photos (in order; leaving one out removes it). */
export const providerAlbumUpdateSchema = z
  .object({
    name: trilingualText(100).optional(),
    images: z.array(imageRule, { error: 'imageInvalid' }).max(30, { error: 'invalidInput' }).optional(),
  })
  .refine((v) => v.name !== undefined || v.images !== undefined, { error: 'nothingToChange' });

// ---- A provider's papers (issue 17, point 4): private, read by operators and by the provider only ----

export const PROVIDER_DOCUMENT_KINDS = ['id', 'licence', 'certificate', 'other'] as const;
export type ProviderDocumentKind = (typeof PROVIDER_DOCUMENT_KINDS)[number];
/** The text fields of POST /operator/providers/{id}/documents (multipart, the file under `document`). */
export const providerDocumentFieldsSchema = z.object({
  kind: z.enum(PROVIDER_DOCUMENT_KINDS, { error: 'documentKindInvalid' }),
  /** A name to tell papers apart (the file's own name when empty). */
  name: z.string({ error: 'textRequired' }).trim().max(100, { error: 'textTooLong' }).optional(),
});
export const providerDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROVIDER_DOCUMENT_KINDS),
  name: z.string(),
  fileId: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.number().int(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

export const providerChildParamsSchema = z.object({ id: id(), childId: id() });

/** POST /api/provider/password/set: the invitation link's token and the new password (public, single use). */
export const providerSetPasswordSchema = z
  .object({
    token: z.string({ error: 'invitationInvalid' }).trim().min(20, { error: 'invitationInvalid' }).max(200, { error: 'invitationInvalid' }),
    password: newPasswordRule,
    confirmPassword: z.string({ error: 'confirmPasswordRequired' }).min(1, { error: 'confirmPasswordRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'passwordNotMatch', path: ['confirmPassword'] });

const monthCount = z.object({ month: z.string(), count: z.number().int() });

export const operatorProviderDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  statusReason: z.string().nullable(),
  statusChangedAt: z.number().int().nullable(),
  /** False until the invitation's link has been used. */
  passwordSet: z.boolean(),
  name: trilingual,
  userType: z.enum(USER_TYPES),
  countryCode: z.string(),
  phoneNo: z.string(),
  /** The CliQ alias the provider gave customers to pay to (issue 19.4), set in the provider app; null when none. */
  cliqAlias: z.string().nullable(),
  dailyRate: z.number(),
  minimumRatePerVisit: z.number(),
  expertise: trilingual,
  about: trilingual,
  carToggle: z.boolean(),
  isGoldenTechnician: z.boolean(),
  isCertified: z.boolean(),
  isFeatured: z.boolean(),
  rating: z.number(),
  ratingCount: z.number().int(),
  ordersCompleted: z.number().int(),
  subCategories: z.array(z.object({ id: z.number().int(), categoryId: z.number().int(), name: trilingual })),
  areas: z.array(serviceAreaSchema.extend({ id: z.number().int() })),
  documents: z.array(providerDocumentSchema),
  albums: z.array(z.object({ id: z.number().int(), name: trilingual, images: z.array(z.string()) })),
  openOrders: z.array(z.object({ id: z.number().int(), orderNo: z.string(), type: z.enum(ORDER_TYPES), status: z.enum(ORDER_STATUSES) })),
  /** The provider's own cancellations (CNCL), per month, newest first, and the last ones. */
  cancellations: z.object({
    perMonth: z.array(monthCount),
    recent: z.array(z.object({ id: z.number().int(), orderNo: z.string(), type: z.enum(ORDER_TYPES), at: z.number().int() })),
  }),
  reviews: z.array(z.object({ id: z.number().int(), customerName: z.string(), rating: z.number(), comment: z.string(), createdAt: z.number().int() })),
});
export type OperatorProviderDetail = z.infer<typeof operatorProviderDetailSchema>;

export const providerCreatedSchema = z.object({ id: z.number().int(), email: z.string(), status: z.enum(ACCOUNT_STATUSES) });

/** Suspend or terminate: what became of the provider's open work. */
export const providerAccountResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
  reassigned: z.array(z.object({ orderId: z.number().int(), orderNo: z.string(), toProviderId: z.number().int() })),
  cancelled: z.array(z.number().int()),
});
export type ProviderAccountResult = z.infer<typeof providerAccountResultSchema>;

// ---- Customers ----

export const operatorCustomersQuerySchema = z.object({
  /** Part of the name, company, e-mail or phone. */
  q: z.string().trim().max(100, { error: 'textTooLong' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'invalidInput' }).optional(),
  page,
  limit,
});
export type OperatorCustomersQuery = z.infer<typeof operatorCustomersQuerySchema>;

export const operatorCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  name: z.string(),
  companyName: z.string(),
  phone: z.string(),
  area: z.string(),
  createdAt: z.number().int(),
});
export const operatorCustomersResponseSchema = z.object({
  list: z.array(operatorCustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** A month with more customer cancellations than this is flagged (issue 17). */
export const CANCELLATIONS_FLAG_OVER = 2;

export const operatorCustomerDetailSchema = operatorCustomerRowSchema.extend({
  statusReason: z.string().nullable(),
  statusChangedAt: z.number().int().nullable(),
  customerType: trilingual.nullable(),
  industries: z.array(trilingual),
  country: z.string(),
  city: z.string(),
  branchName: z.string(),
  marketingOptOut: z.boolean(),
  orders: z.array(z.object({ id: z.number().int(), orderNo: z.string(), type: z.enum(ORDER_TYPES), status: z.enum(ORDER_STATUSES), createdAt: z.number().int() })),
  complaints: z.array(z.object({ id: z.number().int(), reference: z.string(), status: z.enum(COMPLAINT_STATUSES), reason: z.string(), createdAt: z.number().int() })),
  /** The customer's own cancellations (CBC) per month (YYYY-MM, Amman), newest first; `flagged` over 2. */
  cancellations: z.array(monthCount.extend({ flagged: z.boolean() })),
});
export type OperatorCustomerDetail = z.infer<typeof operatorCustomerDetailSchema>;

// ---- Complaints ----

export const operatorComplaintDetailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  subject: z.enum(['order', 'provider', 'other']),
  reason: z.string(),
  description: z.string(),
  operatorNote: z.string().nullable(),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
  assignedTo: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), phone: z.string().nullable() }),
  provider: z.object({ id: z.number().int(), email: z.string(), name: trilingual }).nullable(),
  order: z.object({ id: z.number().int(), orderNo: z.string(), type: z.enum(ORDER_TYPES), status: z.enum(ORDER_STATUSES) }).nullable(),
  replies: z.array(z.object({ id: z.number().int(), operatorEmail: z.string(), body: z.string(), createdAt: z.number().int() })),
});
export type OperatorComplaintDetail = z.infer<typeof operatorComplaintDetailSchema>;

/** Assign to an operator, or null to take it back to the queue. */
export const complaintAssignSchema = z.object({ operatorId: id().nullable() });
export const complaintStatusSchema = z.object({ status: z.enum(COMPLAINT_STATUSES, { error: 'invalidInput' }) });
/** An answer to the customer (mail and notification); `close` closes the complaint with it. */
export const complaintReplySchema = z.object({ body: text(2000), close: z.boolean({ error: 'invalidInput' }).default(false) });

export const operatorListSchema = z.array(z.object({ id: z.number().int(), email: z.string(), role: z.enum(['admin', 'support']) }));

// ---- Messages ----

export const messageAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('customer'), accountId: id('accountIdRequired') }),
    z
      .object({
        kind: z.literal('segment'),
        customerTypeId: id().optional(),
        industryId: id().optional(),
        area: z.string().trim().min(1, { error: 'invalidInput' }).max(50, { error: 'textTooLong' }).optional(),
      })
      .refine((v) => v.customerTypeId !== undefined || v.industryId !== undefined || v.area !== undefined, { error: 'segmentRequired' }),
    z.object({ kind: z.literal('all') }),
  ],
  { error: 'audienceRequired' },
);
export type MessageAudienceInput = z.infer<typeof messageAudienceSchema>;

export const operatorMessageSchema = z.object({
  audience: messageAudienceSchema,
  title: trilingualText(200),
  body: trilingualText(2000),
  /** Marketing: customers who opted out are skipped. */
  marketing: z.boolean({ error: 'invalidInput' }),
});
export type OperatorMessageInput = z.infer<typeof operatorMessageSchema>;

/** GET /operator/messages/audience: how many customers a message would reach (asked before sending). */
export const messageAudienceQuerySchema = z.object({
  kind: z.enum(['customer', 'segment', 'all'], { error: 'audienceRequired' }),
  accountId: id('accountIdRequired').optional(),
  customerTypeId: id().optional(),
  industryId: id().optional(),
  area: z.string().trim().min(1, { error: 'invalidInput' }).max(50, { error: 'textTooLong' }).optional(),
  marketing: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'invalidInput' })).default(false),
});
export const messageAudienceCountSchema = z.object({ recipients: z.number().int() });

export const operatorMessageRowSchema = z.object({
  id: z.number().int(),
  audience: z.record(z.string(), z.unknown()),
  title: trilingual,
  marketing: z.boolean(),
  status: z.enum(['queued', 'sending', 'sent']),
  recipients: z.number().int(),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
});
export const operatorMessagesResponseSchema = z.object({ list: z.array(operatorMessageRowSchema) });

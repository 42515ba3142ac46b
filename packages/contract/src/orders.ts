import { z } from 'zod';
import { FEE_STATUSES, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, SORTS, type OrderType } from './codes.ts';
import { DB_ID_MAX, LIMITS } from './limits.ts';
import { expressDispatchSchema } from './express-conversion.ts';
import { FILTER_STATES } from './order-state-machine.ts';
import {
  areaRule,
  branchNameRule,
  contactNameRule,
  countryCodeRule,
  emailRule,
  latitudeRule,
  longitudeRule,
  phoneNoRule,
  withNationalPhone,
  placeNameRule,
  selectedId,
} from './rules.ts';

/**
 * Direct award (T) and express (E) orders as the customer creates, reads and acts on them (issue 4).
 * Multipart fields arrive as text, so numbers and flags are coerced here, once, for the web and the API.
 */

/** Rich-text description: the only tags kept, and a span may only set a font size in px (spec §2.6). */
export const ORDER_HTML_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'span'] as const;
export const ORDER_HTML_FONT_SIZE = /^(\d{1,2})px$/;
export function isAllowedFontSize(value: string): boolean {
  const m = ORDER_HTML_FONT_SIZE.exec(value.trim());
  if (!m) return false;
  const px = Number(m[1]);
  return px >= LIMITS.richTextFontSizes.min && px <= LIMITS.richTextFontSizes.max;
}

export const PROMO_CODE_MAX = 40;
/** The formatted description is bounded before sanitising; its plain text is bounded by noOfCharactersPerText. */
export const FORMATTED_DESCRIPTION_MAX = 60_000;

/** Order attachments (spec §5): images, MP4 video and PDF, recognised by their bytes. */
export const ORDER_ATTACHMENT_MIMES = ['image/png', 'image/jpeg', 'video/mp4', 'application/pdf'] as const;
export const ATTACHMENT_TYPES = ['image', 'video', 'document'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export function attachmentTypeOf(mime: string): AttachmentType {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

/** The validation-data limits that govern order attachments and descriptions (sizes in KB, duration in minutes). */
export type AttachmentLimits = {
  noOfGalleryPhotos: number;
  noOfGalleryVideos: number;
  durationOfGalleryVideo: number;
  fileSizeLimit: number;
  filePDFSizeLimit: number;
  videoSizeLimit: number;
};
export type AttachmentProblem = { key: string; params: Record<string, number> };
export type AttachmentFacts = { mime: string; bytes: number; durationSeconds?: number | null };

/**
 * Spec §5 and §8 order attachment rules, one function for the web (before upload) and the API (on the bytes):
 * the first problem found, or null. `existing` counts files already attached (none when creating).
 */
export type ExistingAttachments = number | Partial<Record<AttachmentType, number>>;

export function attachmentProblem(
  files: AttachmentFacts[],
  limits: AttachmentLimits,
  existing: ExistingAttachments = 0,
): AttachmentProblem | null {
  // Files already on the order count too: in total, or per kind when known.
  const before =
    typeof existing === 'number'
      ? { total: existing, image: 0, video: 0 }
      : {
          total: (existing.image ?? 0) + (existing.video ?? 0) + (existing.document ?? 0),
          image: existing.image ?? 0,
          video: existing.video ?? 0,
        };
  let images = before.image;
  let videos = before.video;
  for (const f of files) {
    if (!(ORDER_ATTACHMENT_MIMES as readonly string[]).includes(f.mime)) return { key: 'fileMediaType', params: {} };
    const kind = attachmentTypeOf(f.mime);
    if (kind === 'video') {
      videos++;
      if (f.bytes > limits.videoSizeLimit * 1024) return { key: 'fileSize', params: { size: limits.videoSizeLimit } };
      // An MP4 whose duration cannot be read is not a video we can vouch for.
      if (f.durationSeconds === null) return { key: 'fileMediaType', params: {} };
      if (f.durationSeconds !== undefined && f.durationSeconds > limits.durationOfGalleryVideo * 60) {
        return { key: 'videoDuration', params: { duration: limits.durationOfGalleryVideo } };
      }
    } else if (kind === 'document') {
      if (f.bytes > limits.filePDFSizeLimit * 1024) return { key: 'filePDFSizeLimit', params: { size: limits.filePDFSizeLimit } };
    } else {
      images++;
      if (f.bytes > limits.fileSizeLimit * 1024) return { key: 'fileSizeLimit', params: { size: limits.fileSizeLimit } };
    }
  }
  if (images > limits.noOfGalleryPhotos) return { key: 'totalImages', params: { count: limits.noOfGalleryPhotos } };
  if (videos > limits.noOfGalleryVideos) return { key: 'totalVideos', params: { count: limits.noOfGalleryVideos } };
  if (files.length + before.total > maxAttachments(limits)) return { key: 'totalFiles', params: { count: maxAttachments(limits) } };
  return null;
}
export const maxAttachments = (limits: Pick<AttachmentLimits, 'noOfGalleryPhotos' | 'noOfGalleryVideos'>) =>
  limits.noOfGalleryPhotos + limits.noOfGalleryVideos + 2;

/** Plain-text length of a description as the limit counts it: characters, not UTF-16 units. */
export const descriptionLength = (text: string) => [...text].length;

/** 'true' / 'false' as multipart sends them, or a real boolean; absent is false. */
const formFlag = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? false : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'invalidInput' }),
);

/** An empty multipart field is "not given". */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Which address the order goes to: the profile's ('main'), a saved branch (its id) or a new one ('new'). */
export const branchIdRule = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'branchRequired' })
    .trim()
    .regex(/^(main|new|[1-9]\d{0,9})$/, { error: 'branchRequired' })
    .transform((v): 'main' | 'new' | number => (v === 'main' || v === 'new' ? v : Number(v))),
);

/** A new address typed into the order form (spec §2.6): place from the map, contact person, optional save. */
export const newAddressSchema = z
  .object({
    branchName: branchNameRule,
    latitude: latitudeRule,
    longitude: longitudeRule,
    country: placeNameRule,
    city: placeNameRule,
    area: areaRule,
    name: contactNameRule,
    email: emailRule,
    countryCode: countryCodeRule,
    phoneNo: phoneNoRule,
    isSave: formFlag,
    saveAs: z.preprocess(emptyToUndefined, branchNameRule.optional()),
  })
  .transform((v) => withNationalPhone({ ...v, saveAs: v.isSave ? (v.saveAs ?? v.branchName) : undefined }));
export type NewAddress = z.infer<typeof newAddressSchema>;

/** The address fields of spec §3 (Branch or address, Direct request payload) that name a place without a branchId. */
export const FLAT_BRANCH_FIELDS = ['branchName', 'latitude', 'longitude', 'country', 'city', 'area'] as const;

/**
 * Where an order or RFP goes, as the body names it. `branchId` is our extension ('main', a saved branch id, or 'new'
 * with the address fields). A client built from the spec sends no branchId, only the flat fields of §3 (branchName,
 * latitude, longitude, country, city, area, isSave, name, email, countryCode, phoneNo): those are checked like a
 * new address and `fromFields` tells the server to look for a saved address they match first (docs/decisions/0015).
 * Neither: branchRequired.
 */
export type BranchChoice = { branchId: 'main' | 'new' | number; address: NewAddress | null; fromFields: boolean };
export function branchChoiceOf(raw: unknown): { ok: true; value: BranchChoice } | { ok: false; issues: Array<{ message: string; path: PropertyKey[] }> } {
  const body = (raw ?? {}) as Record<string, unknown>;
  const given = emptyToUndefined(body.branchId);
  const fromFields = given === undefined && FLAT_BRANCH_FIELDS.some((k) => emptyToUndefined(body[k]) !== undefined);
  let branchId: 'main' | 'new' | number = 'new';
  if (!fromFields) {
    const branch = branchIdRule.safeParse(body.branchId);
    if (!branch.success) return { ok: false, issues: [{ message: 'branchRequired', path: ['branchId'] }] };
    branchId = branch.data;
  }
  if (branchId !== 'new') return { ok: true, value: { branchId, address: null, fromFields } };
  const parsed = newAddressSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ message: i.message, path: i.path })) };
  return { ok: true, value: { branchId, address: parsed.data, fromFields } };
}

/**
 * Spec §3 `isAttachments`: true says files come with the body, false that none do. Absent (our web, older
 * clients): no promise, the files decide.
 */
export const isAttachmentsRule = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'invalidInput' }).optional(),
);

/** The spec's promise about files against the files that came: the 400 key on `attachments`, or null. */
export function isAttachmentsProblem(isAttachments: boolean | undefined, fileCount: number): 'attachmentsRequired' | 'attachmentsNotExpected' | null {
  if (isAttachments === true && fileCount === 0) return 'attachmentsRequired';
  if (isAttachments === false && fileCount > 0) return 'attachmentsNotExpected';
  return null;
}

const orderBaseShape = {
  category: selectedId('categoryRequired'),
  subcategory: selectedId('subCategoryRequired'),
  /** Checked by branchChoiceOf: absent when the spec's flat address fields name the place. */
  branchId: z.unknown().optional(),
  isAttachments: isAttachmentsRule,
  formattedDescription: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'invalidInput' }).max(FORMATTED_DESCRIPTION_MAX, { error: 'formattedDescriptionMax' }),
  ),
  /** Plain text of the brief; its maximum is the server's noOfCharactersPerText (descriptionMaxLength). */
  description: z
    .string({ error: 'descriptionRequired' })
    .refine((v) => v.trim().length > 0, { error: 'descriptionRequired' })
    .transform((v) => v.trim()),
  promoCode: z.preprocess(
    emptyToUndefined,
    z.string({ error: 'invalidInput' }).trim().max(PROMO_CODE_MAX, { error: 'promoCodeMax' }).optional(),
  ),
};

/** The address is checked by branchChoiceOf (branchId, or the spec's flat fields); the rest by the shape; all at once. */
function withAddress<T extends z.ZodRawShape>(shape: T) {
  const object = z.looseObject(shape);
  return z.unknown().transform((raw, ctx) => {
    const base = object.safeParse(raw);
    const choice = branchChoiceOf(raw);
    const issues = [...(base.success ? [] : base.error.issues.filter((i) => i.path[0] !== 'branchId')), ...(choice.ok ? [] : choice.issues)];
    if (!base.success || !choice.ok) {
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const v = base.data as Record<string, unknown>;
    const picked = Object.fromEntries(Object.keys(shape).map((k) => [k, v[k]])) as z.output<z.ZodObject<T, z.core.$strip>>;
    return { ...picked, ...choice.value };
  });
}

/** POST /service/talzeem/request/send (multipart, files under `attachments`). */
export const directOrderFieldsSchema = withAddress({
  ...orderBaseShape,
  spId: selectedId('providerRequired'),
  /** The appointment, unix seconds; today or later (checked by the server against its clock). */
  orderCreateAt: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'orderDateIsRequired' }).int({ error: 'orderDateIsRequired' }).positive({ error: 'orderDateIsRequired' }),
  ),
});
export type DirectOrderFields = z.infer<typeof directOrderFieldsSchema>;

/** POST /service/express/create (multipart): the same without provider and appointment. */
export const expressOrderFieldsSchema = withAddress({ ...orderBaseShape });
export type ExpressOrderFields = z.infer<typeof expressOrderFieldsSchema>;

/** What the OpenAPI document shows for the multipart bodies (the handler reads and checks the parts). */
const newAddressDoc = {
  branchName: z.string().optional(),
  latitude: z.string().optional(),
  longitude: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  area: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  countryCode: z.string().optional(),
  phoneNo: z.string().optional(),
  isSave: z.enum(['true', 'false']).optional(),
  saveAs: z.string().optional(),
};
const attachmentsDoc = z
  .array(z.file())
  .optional()
  .describe('PNG, JPEG, MP4 or PDF; counts, sizes and video duration from GET /customer/validation-data/get');
export const expressOrderMultipartSchema = z.object({
  category: z.string(),
  subcategory: z.string(),
  branchId: z
    .string()
    .optional()
    .describe(
      "our extension: 'main', a saved branch id, or 'new' with the address fields. Absent, the spec's flat fields name the place: a saved address of the same name within about 10 m is that address, any other is the order's own (saved when isSave is true)",
    ),
  ...newAddressDoc,
  isAttachments: z.enum(['true', 'false']).optional().describe('true: files must come under attachments; false: none may'),
  formattedDescription: z.string().optional().describe('HTML: p, br, strong, em, u, s, ul, ol, li, span[style=font-size:8..72px]'),
  description: z.string(),
  promoCode: z.string().optional(),
  attachments: attachmentsDoc,
});
export const directOrderMultipartSchema = expressOrderMultipartSchema.extend({
  spId: z.string(),
  orderCreateAt: z.string().describe('unix seconds, today or later'),
});

export const orderCreatedSchema = z.object({ id: z.number().int(), orderNo: z.string() });
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** Order numbers: DA- for direct award, EX- for express, then the zero-padded id. */
export function orderNumber(type: OrderType, id: number): string {
  const prefix = type === 'T' ? 'DA' : type === 'E' ? 'EX' : 'RF';
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

const flag = z.union([z.literal(0), z.literal(1)]);

/** The provider of an order. Phone and e-mail are filled only while the order is accepted and active. */
export const orderProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isGoldenTechnician: flag,
  isCertified: flag,
  rating: z.number(),
  total: z.number().int(),
  dailyRate: z.number(),
  minimumRatePerVisit: z.number(),
  phoneNo: z.string().nullable(),
  countryCode: z.string().nullable(),
  email: z.string().nullable(),
  /** The provider's CliQ alias (issue 19.4), to pay from the customer's own bank's app; null when it gave none. */
  cliqAlias: z.string().nullable(),
});

export const orderAttachmentSchema = z.object({
  id: z.number().int(),
  attachmentType: z.enum(ATTACHMENT_TYPES),
  /** GET with the session's Bearer token (the file is not public). */
  url: z.string(),
  fileName: z.string(),
  side: z.enum(['customer', 'provider']),
});
export type OrderAttachment = z.infer<typeof orderAttachmentSchema>;

const ratingSchema = z.object({ rating: z.number(), description: z.string() });
const named = z.object({ id: z.number().int(), name: z.string() });
const money = z.number().nullable();

/** Both amounts as recorded, and when the second record made them disagree (to the fils). */
export const cashMismatchSchema = z.object({ at: z.string(), customerAmount: z.number(), providerAmount: z.number() });
export type CashMismatch = z.infer<typeof cashMismatchSchema>;

/** Money compared as JOD's smallest unit, the fils (numeric(10,3)): 10.5 and 10.500 agree, 10.5 and 10.501 do not. */
export const toFils = (jod: number) => Math.round(jod * 1000);
export const amountsDiffer = (a: number, b: number) => toFils(a) !== toFils(b);

/** The estimate, its answer and the amount paid (spec §4.4), the same on every order type's view. */
export const orderFeeFields = {
  customerFeesStatus: z.enum(FEE_STATUSES).nullable(),
  estimateProblemDesc: z.string().nullable(),
  estimateIsSparePartNeeded: z.boolean().nullable(),
  sparePartDescription: z.string().nullable(),
  visitFees: money,
  estimateServiceFees: money,
  estimateSparePartFees: money,
  /** Same as estimateSparePartFees: the spec names both. */
  sparePartFees: money,
  estimateNotes: z.string().nullable(),
  totalAmountOfCustomer: money,
  isSparePartNeeded: z.boolean().nullable(),
  /** How the customer says they paid (issue 19.4); null before the payment is recorded (cash for older records). */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: z.string().nullable(),
  /** Issue 19.3: the customer's and the provider's amounts when both are recorded and differ; null otherwise. */
  cashMismatch: cashMismatchSchema.nullable(),
};

/** Spec §3 "Direct/express order", for both types. Dates are ISO strings. */
export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  lastOrderStatus: z.enum(ORDER_STATUSES).nullable(),
  statusChangedAt: z.string(),
  serviceProviderId: orderProviderSchema.nullable(),
  categoryId: named,
  subCategoryId: named,
  branchName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  countryCode: z.string(),
  phoneNo: z.string(),
  /** The appointment of a direct award; null for express. */
  startDate: z.string().nullable(),
  /** When the work ended: a done order's completion time unless it has an end date of its own. */
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** While an express order waits for a provider: when the offer runs out. */
  dispatchExpiresAt: z.string().nullable(),
  description: z.string(),
  formattedDescription: z.string(),
  promoCode: z.string().nullable(),
  attachments: z.array(orderAttachmentSchema),
  ...orderFeeFields,
  ratingForServiceProvider: ratingSchema.nullable(),
  ratingForCustomer: ratingSchema.nullable(),
  /** The fee charged when the customer cancelled, if any. */
  cancelFee: money,
  /** The current validation-data fee, for the cancel dialog. */
  orderCancelFees: z.number(),
  /** Whether cancelling now would cost orderCancelFees (computed by the server's clock). */
  cancelFeeApplies: z.boolean(),
  /** The provider's rating and review count (0 without a provider). */
  rating: z.number(),
  total: z.number().int(),
  /** Express orders: the dispatch as the customer watches it (issue 19); null on other types. */
  dispatch: expressDispatchSchema.nullable(),
  /** A direct award the provider declined: the reason it gave (issue 18, an addition). */
  providerRejectReason: z.string().nullable(),
  /** Spec §1: until when the provider guarantees the work (set when the order is done; its guarantee days, at least 7). */
  guaranteeUntil: z.string().nullable(),
  /** Spec §4.1 'Late': the appointment has passed and the provider is not on the way yet (isLateOrder, server clock). */
  isLate: z.boolean(),
  /**
   * Spec §1/§4.5: this order is a cancelled one offered again to other providers on the same terms (the one it
   * replaces), so the page can say so and offer a free decline; null otherwise.
   */
  reofferedFrom: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Unix seconds from a query string; empty means absent. */
const unixSeconds = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).min(0, { error: 'invalidInput' }).optional(),
);

/** Filters of the order lists (spec §3 Filter): dates are unix seconds (start and end of day done by the web). */
export const orderListQuerySchema = z
  .object({
    forActive: z.preprocess(emptyToUndefined, z.enum(['true', 'false'], { error: 'invalidInput' }).optional()),
    dateStart: unixSeconds,
    dateEnd: unixSeconds,
    dateSort: z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'invalidInput' }).default('DESC')),
    /** A status code, or one of the spec's filter states (requested, rejected, approved, confirmed, done). */
    status: z.preprocess(emptyToUndefined, z.enum([...ORDER_STATUSES, ...FILTER_STATES], { error: 'invalidInput' }).optional()),
  })
  .refine((q) => q.dateStart === undefined || q.dateEnd === undefined || q.dateStart <= q.dateEnd, {
    error: 'dateRangeInvalid',
    path: ['dateEnd'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListSchema = z.object({ active: z.array(orderSchema), recent: z.array(orderSchema) });
export type OrderList = z.infer<typeof orderListSchema>;

const serviceId = z.coerce
  .number({ error: 'serviceIdRequired' })
  .int({ error: 'serviceIdRequired' })
  .positive({ error: 'serviceIdRequired' })
  .max(DB_ID_MAX, { error: 'serviceIdRequired' });
export const serviceIdQuerySchema = z.object({ serviceId });
export const orderIdParamsSchema = z.object({ id: serviceId });

/**
 * Spec §4.5 cancellation terms, our extensions of the spec's cancel bodies (a client sending only the spec's id is
 * answered as before): the customer's reason (asked before approval) and the fee the dialog showed, which the
 * server compares with the fee due now (409 cancelFeeChanged when they differ, nothing changed).
 */
export const cancelReasonRule = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'cancelReasonRequired' })
    .min(3, { error: 'cancelReasonRequired' })
    .max(LIMITS.cancelReasonMax, { error: 'cancelReasonTooLong' }),
);
export const seenCancelFeeRule = z.coerce
  .number({ error: 'cancelFeeInvalid' })
  .min(0, { error: 'cancelFeeInvalid' })
  .max(100_000, { error: 'cancelFeeInvalid' });
export const cancelTermsFields = {
  reason: z.preprocess(emptyToUndefined, cancelReasonRule.optional()),
  cancelFee: z.preprocess(emptyToUndefined, seenCancelFeeRule.optional()),
};
export const cancelOrderSchema = z.object({ serviceId, ...cancelTermsFields });
export type CancelOrderInput = z.infer<typeof cancelOrderSchema>;

/** GET /customer/service/cancel-terms/get: what cancelling this order now costs (spec §4.5), for the dialog. */
export const cancelTermsQuerySchema = z.object({
  serviceId,
  type: z.enum(['DA', 'E', 'R'], { error: 'orderTypeInvalid' }),
});
export const cancelTermsSchema = z.object({
  serviceId: z.number().int(),
  type: z.enum(['T', 'E', 'R']),
  status: z.enum(ORDER_STATUSES),
  canCancel: z.boolean(),
  /** Before the provider's approval: no fee, and the portal asks for a reason (kept for the operators). */
  reasonRequired: z.boolean(),
  feeApplies: z.boolean(),
  /** The fee due if cancelled now, in JOD: the provider's minimum visit rate plus accepted materials; 0 when none. */
  fee: z.number(),
  minimumRatePerVisit: z.number(),
  materials: z.number(),
  currency: z.literal('JOD'),
});
export type CancelTerms = z.infer<typeof cancelTermsSchema>;

/** The type letters of the fee and payment calls: DA is a direct award. */
export const FEE_ORDER_TYPES = { DA: 'T', E: 'E', R: 'R' } as const satisfies Record<string, OrderType>;
const feeOrderType = z.enum(['DA', 'E', 'R'], { error: 'orderTypeInvalid' });

export const feesStatusUpdateSchema = z.object({
  serviceId,
  type: feeOrderType,
  feesStatus: z.enum(['ACPT', 'REJT'], { error: 'feesStatusInvalid' }),
});
export type FeesStatusUpdate = z.infer<typeof feesStatusUpdateSchema>;

export const PAYMENT_MAX = 100_000;
/** A bank transfer's reference as CliQ shows it (at most 35 characters): letters, digits, spaces and . _ / - */
export const PAYMENT_REFERENCE_MAX = 35;
export const paymentReferenceRule = z
  .string({ error: 'paymentReferenceInvalid' })
  .trim()
  .max(PAYMENT_REFERENCE_MAX, { error: 'paymentReferenceTooLong' })
  .regex(/^[\p{L}\p{N} ._/-]*$/u, { error: 'paymentReferenceInvalid' })
  .transform((v) => v || undefined);
export const paymentAddSchema = z.object({
  serviceId,
  type: feeOrderType,
  totalAmountOfCustomer: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'amountRequired' })
      .refine((v) => Number.isFinite(v), { error: 'amountRequired' })
      .refine((v) => v >= 0 && v <= PAYMENT_MAX, { error: 'amountInvalid' })
      // JOD has fils: at most three decimals.
      .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: 'amountInvalid' }),
  ),
  isSparePartNeeded: z.boolean({ error: 'invalidInput' }).optional(),
  // Our additions (issue 19.4); a spec client sends neither and records cash, as before.
  paymentMethod: z.preprocess(emptyToUndefined, z.enum(PAYMENT_METHODS, { error: 'paymentMethodInvalid' }).optional()),
  paymentReference: z.preprocess(emptyToUndefined, paymentReferenceRule.optional()),
});
export type PaymentAdd = z.infer<typeof paymentAddSchema>;

export const RATING_COMMENT_MAX = 500;
export const ratingAddSchema = z.object({
  serviceType: z.enum(ORDER_TYPES, { error: 'orderTypeInvalid' }),
  serviceId,
  rating: z.coerce
    .number({ error: 'ratingValidMsg' })
    .min(0.5, { error: 'ratingValidMsg' })
    .max(5, { error: 'ratingValidMsg' })
    .refine((v) => Number.isInteger(v * 2), { error: 'ratingValidMsg' }),
  description: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: 'invalidInput' }).trim().max(RATING_COMMENT_MAX, { error: 'ratingCommentMax' }),
  ),
});
export type RatingAdd = z.infer<typeof ratingAddSchema>;

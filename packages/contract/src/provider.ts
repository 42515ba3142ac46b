import { z } from 'zod';
import { FEE_STATUSES, ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS } from './codes.ts';
import { emailRule, loginPasswordRule } from './rules.ts';
import { DB_ID_MAX } from './limits.ts';
import { cancelReasonRule, cashMismatchSchema } from './orders.ts';

/**
 * Provider API under /api/provider (docs/design.md, Fixed contracts): a provider app (or the demo bot) signs in,
 * lists what was offered or awarded to it and moves its orders along the state machine.
 */

export const providerLoginSchema = z.object({ email: emailRule, password: loginPasswordRule });
export const providerLoginResponseSchema = z.object({ authToken: z.string() });

const flag = z.union([z.literal(0), z.literal(1)]);

/** GET /provider/me: the signed-in provider's own profile. */
export const providerMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  isGoldenTechnician: flag,
  isCertified: flag,
  isFeatured: flag,
  rating: z.number(),
  total: z.number().int(),
  ordersCompleted: z.number().int(),
  dailyRate: z.number(),
  minimumRatePerVisit: z.number(),
  countryCode: z.string(),
  phoneNo: z.string(),
  /** The provider app's "Available for Express" switch (issue 18, an addition). */
  expressAvailable: z.boolean(),
});
export type ProviderMe = z.infer<typeof providerMeSchema>;

export const providerRequestsQuerySchema = z.object({ type: z.enum(ORDER_TYPES, { error: 'orderTypeInvalid' }) });

export const providerOrderParamsSchema = z.object({
  type: z.enum(ORDER_TYPES, { error: 'orderTypeInvalid' }),
  id: z.coerce
    .number({ error: 'invalidInput' })
    .int({ error: 'invalidInput' })
    .positive({ error: 'invalidInput' })
    .max(DB_ID_MAX, { error: 'invalidInput' }),
});

export const providerStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'providerStatusInvalid' }),
  /** Needed when the status is CNCL: a provider cancels only with an emergency reason (spec §4.5). */
  reason: cancelReasonRule.optional(),
});

/**
 * POST /provider/orders/{type}/{id}/cancel: the emergency reason is required (spec §4.5; docs/design.md listed the
 * call without a body, changed by docs/decisions/0016-cancellation-terms.md).
 */
export const providerCancelSchema = z.object({ reason: cancelReasonRule }, { error: 'cancelReasonRequired' });
export type ProviderCancel = z.infer<typeof providerCancelSchema>;

/** GET /provider/orders/{type}/{id}/cancel-terms: the fine cancelling now would record (spec §4.5), in JOD. */
export const providerCancelTermsSchema = z.object({
  fineApplies: z.boolean(),
  fine: z.number(),
  /** The appointment the 5 hours count back from (ISO), null if none. */
  appointment: z.string().nullable(),
});
export type ProviderCancelTerms = z.infer<typeof providerCancelTermsSchema>;

/** JOD with fils: 0 to 100,000 with at most 3 decimals. */
export const moneyRule = z
  .number({ error: 'estimateAmountInvalid' })
  .min(0, { error: 'estimateAmountInvalid' })
  .max(100_000, { error: 'estimateAmountInvalid' })
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, { error: 'estimateAmountInvalid' });

const optionalText = (max: number) => z.string({ error: 'invalidInput' }).trim().max(max, { error: 'textTooLong' }).optional().default('');

/** POST /provider/orders/{type}/{id}/estimate (spec §3 Estimation, §4.4). */
export const providerEstimateSchema = z.object({
  estimateProblemDesc: z.string({ error: 'textRequired' }).trim().min(1, { error: 'textRequired' }).max(1000, { error: 'textTooLong' }),
  estimateIsSparePartNeeded: z.boolean({ error: 'invalidInput' }),
  sparePartDescription: optionalText(1000),
  visitFees: moneyRule,
  estimateServiceFees: moneyRule,
  estimateSparePartFees: moneyRule.optional().default(0),
  notes: optionalText(1000),
});
export type ProviderEstimate = z.infer<typeof providerEstimateSchema>;

/** 0.5 to 5 in half steps, as the customer's rating of a provider. */
export const halfStepRatingRule = z
  .number({ error: 'customerRatingInvalid' })
  .min(0.5, { error: 'customerRatingInvalid' })
  .max(5, { error: 'customerRatingInvalid' })
  .refine((v) => Number.isInteger(v * 2), { error: 'customerRatingInvalid' });

export const providerRateCustomerSchema = z.object({
  rating: halfStepRatingRule,
  description: optionalText(500),
});
export type ProviderRateCustomer = z.infer<typeof providerRateCustomerSchema>;

const attachmentSchema = z.object({
  id: z.number().int(),
  attachmentType: z.enum(['image', 'video', 'document']),
  url: z.string(),
  fileName: z.string(),
  side: z.enum(['customer', 'provider']),
});

const ratingSchema = z.object({ rating: z.number(), description: z.string() }).nullable();

/**
 * An order as its provider sees it: the Order object of the customer API (issue 4) seen from the other side.
 * The customer's contact details (contactName, contactEmail, countryCode, phoneNo) are filled only once the
 * order is this provider's and still open; an express offer not yet taken shows where and what, not who.
 */
export const providerOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  lastOrderStatus: z.enum(ORDER_STATUSES).nullable(),
  statusChangedAt: z.string(),
  /** Express only: what became of this provider's offer. */
  offerStatus: z.enum(['offered', 'accepted', 'declined', 'lost', 'expired']).nullable(),
  dispatchExpiresAt: z.string().nullable(),
  /** Where this provider can take the order from here (the contract's table). */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  categoryId: z.object({ id: z.number().int(), name: z.string() }),
  subCategoryId: z.object({ id: z.number().int(), name: z.string() }),
  branchName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  country: z.string(),
  city: z.string(),
  area: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNo: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  acceptedAt: z.string().nullable(),
  description: z.string(),
  formattedDescription: z.string(),
  promoCode: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  customerFeesStatus: z.enum(FEE_STATUSES).nullable(),
  estimateProblemDesc: z.string().nullable(),
  estimateIsSparePartNeeded: z.boolean().nullable(),
  sparePartDescription: z.string().nullable(),
  visitFees: z.number().nullable(),
  estimateServiceFees: z.number().nullable(),
  estimateSparePartFees: z.number().nullable(),
  estimateNotes: z.string().nullable(),
  totalAmountOfCustomer: z.number().nullable(),
  isSparePartNeeded: z.boolean().nullable(),
  ratingForServiceProvider: ratingSchema,
  ratingForCustomer: ratingSchema,
  cancelFee: z.number().nullable(),
  // Additions of issue 18 (the provider app).
  /** Whether the order is this provider's (assigned to it), as opposed to offered to it or an RFP it replied to. */
  isMine: z.boolean(),
  /** Kilometres from the nearest of this provider's service locations to where the work is. */
  distanceKm: z.number().nullable(),
  /** A declined direct award: the provider's reason. */
  rejectReason: z.string().nullable(),
  /** What this provider recorded as received in cash, and whether parts were in it. */
  cashReceivedAmount: z.number().nullable(),
  cashReceivedIncludesParts: z.boolean().nullable(),
  // Additions of issue 19 (cash that reconciles, CliQ).
  /** How the customer says they paid, and the transfer's reference if given. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentReference: z.string().nullable(),
  /** The customer's and this provider's amounts when both are recorded and differ; operators see it too. */
  cashMismatch: cashMismatchSchema.nullable(),
});
export type ProviderOrder = z.infer<typeof providerOrderSchema>;

/** POST /operator/orders/{type}/{id}/cancel. */
export const operatorCancelResultSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  lastOrderStatus: z.enum(ORDER_STATUSES).nullable(),
});

/** POST /operator/customers/{id}/suspend | delete | reactivate. */
export const operatorAccountResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'suspended', 'deleted']),
  /** Ids of the open orders cancelled (CBA) with it. */
  cancelledOrders: z.array(z.number().int()),
});

/** PUT /provider/availability (issue 18): off, express dispatch offers this provider nothing. */
export const providerAvailabilitySchema = z.object({ express: z.boolean({ error: 'invalidInput' }) });
export type ProviderAvailability = z.infer<typeof providerAvailabilitySchema>;

/**
 * POST /provider/orders/{type}/{id}/reject: the body is optional (the fixed contract had none); a direct
 * award declined with a reason keeps it and the customer sees it.
 */
export const providerRejectSchema = z
  .object({ reason: z.string({ error: 'invalidInput' }).trim().max(500, { error: 'textTooLong' }).optional().default('') })
  .nullish();
export type ProviderReject = z.infer<typeof providerRejectSchema>;

/** POST /provider/orders/{type}/{id}/cash (issue 18): what the provider received in cash (JOD). */
export const providerCashSchema = z.object({
  amount: moneyRule,
  partsIncluded: z.boolean({ error: 'invalidInput' }).optional().default(false),
});
export type ProviderCash = z.infer<typeof providerCashSchema>;

/**
 * GET /provider/poll (issue 18): the version of what the provider's lists show; with If-None-Match the answer
 * is 304 while nothing changed. A new version means: refetch the lists.
 */
export const providerPollSchema = z.object({ version: z.number().int() });
export type ProviderPoll = z.infer<typeof providerPollSchema>;

import { z } from 'zod';
import { ORDER_STATUSES, ORDER_TYPES } from './codes.ts';
import { DB_ID_MAX } from './limits.ts';
import { orderSchema } from './orders.ts';

/**
 * The operator console's own calls (issue 17, points 2 and 3): the dashboard, the list of every order, one order
 * with everything behind it, and reassigning an order to another provider. The console at /ops is typed from here.
 */

const id = z.coerce
  .number({ error: 'invalidInput' })
  .int({ error: 'invalidInput' })
  .positive({ error: 'invalidInput' })
  .max(DB_ID_MAX, { error: 'invalidInput' });

/** Epoch seconds up to 2100. */
const epoch = z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).nonnegative({ error: 'invalidInput' }).max(4_102_444_800, { error: 'invalidInput' });

/** A comma-separated list in a query string (`status=REQD,ACPT`), or the parameter repeated. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.enum(values, { error: 'invalidInput' }), { error: 'invalidInput' }).max(values.length, { error: 'invalidInput' }),
  );

// ---- Dashboard ----

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const operatorDashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS, { error: 'invalidInput' }).default('today'),
});

export const operatorDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The period in epoch seconds: from Amman's midnight (today, or 6 or 29 days before) to now. */
  from: z.number().int(),
  to: z.number().int(),
  /** Orders created in the period, by mode (E, T, R) and current status. */
  orders: z.array(z.object({ type: z.enum(ORDER_TYPES), status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** Express orders created in the period: taken by a provider, ended untaken, still waiting. */
  express: z.object({
    taken: z.number().int(),
    notTaken: z.number().int(),
    waiting: z.number().int(),
    /** Median seconds from the request to the first acceptance; null without a taken order. */
    medianAcceptSeconds: z.number().nullable(),
  }),
  /** RFPs open now (receiving proposals) and the proposals they have. */
  rfps: z.object({ open: z.number().int(), proposals: z.number().int() }),
  /** Orders cancelled in the period, by who cancelled (CBC customer, CNCL provider, CBA administration), with fees. */
  cancellations: z.array(z.object({ status: z.enum(['CBC', 'CNCL', 'CBA']), count: z.number().int(), fees: z.number() })),
  openComplaints: z.number().int(),
  /** Providers whose account is active, and those of them with an order in the period. */
  providers: z.object({ active: z.number().int(), withOrders: z.number().int() }),
  /** Issue 19.3: orders whose customer and provider recorded different amounts: found in the period, and in all. */
  cashMismatches: z.object({ period: z.number().int(), total: z.number().int() }),
});
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;

// ---- Orders ----

export const operatorOrdersQuerySchema = z.object({
  /** An order number, part of the customer's or the provider's name or e-mail, or part of a phone number. */
  q: z.string({ error: 'invalidInput' }).trim().max(100, { error: 'textTooLong' }).optional(),
  type: listOf(ORDER_TYPES).optional(),
  status: listOf(ORDER_STATUSES).optional(),
  /** Created at or after / before (epoch seconds). */
  from: epoch.optional(),
  to: epoch.optional(),
  /** Cancelled (CBC, CNCL, CBA) at or after / before: the dashboard's cancellations link here. */
  changedFrom: epoch.optional(),
  changedTo: epoch.optional(),
  area: z.string({ error: 'invalidInput' }).trim().max(50, { error: 'textTooLong' }).optional(),
  /** Whether a provider accepted it (the dashboard's express taken / not taken link here). */
  accepted: z.enum(['true', 'false'], { error: 'invalidInput' }).optional(),
  /** Whether the customer's and the provider's cash records differ (the dashboard's mismatch figure links here). */
  cashMismatch: z.enum(['true', 'false'], { error: 'invalidInput' }).optional(),
  customerId: id.optional(),
  providerId: id.optional(),
  /** Keyset: the smallest id of the previous page. */
  before: id.optional(),
  limit: z.coerce.number({ error: 'invalidInput' }).int({ error: 'invalidInput' }).min(1, { error: 'invalidInput' }).max(100, { error: 'invalidInput' }).default(25),
});
export type OperatorOrdersQuery = z.infer<typeof operatorOrdersQuerySchema>;

const party = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const operatorOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  title: z.string().nullable(),
  subCategory: z.object({ id: z.number().int(), name: z.string() }),
  customer: party,
  provider: party.nullable(),
  area: z.string(),
  city: z.string(),
  phone: z.string(),
  cancelFee: z.number().nullable(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  statusChangedAt: z.number().int(),
  /** The two cash records differ (issue 19.3). */
  cashMismatch: z.boolean(),
});
export type OperatorOrderRow = z.infer<typeof operatorOrderRowSchema>;

export const operatorOrdersResponseSchema = z.object({
  list: z.array(operatorOrderRowSchema),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});

export const operatorOrderParamsSchema = z.object({ id });

export const operatorOrderDetailSchema = z.object({
  /** The order as its customer sees it (the customer portal's view), in the caller's language. */
  order: orderSchema,
  title: z.string().nullable(),
  customer: party.extend({ phone: z.string(), status: z.string() }),
  /** The provider as the operator sees them (contact always shown). */
  provider: party.extend({ phone: z.string(), status: z.string() }).nullable(),
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      actorRole: z.string(),
      actorId: z.number().int().nullable(),
      at: z.number().int(),
    }),
  ),
  /** Notifications written about this order, to the customer and to providers, in the caller's language. */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      accountId: z.number().int(),
      audience: z.enum(['customer', 'provider', 'other']),
      event: z.string(),
      title: z.string(),
      body: z.string(),
      isRead: z.boolean(),
      at: z.number().int(),
    }),
  ),
  /** Operator actions on this order (cancel, reassign) with their reason, from the audit log. */
  operatorActions: z.array(
    z.object({ id: z.number().int(), action: z.string(), operatorEmail: z.string(), reason: z.string().nullable(), at: z.number().int() }),
  ),
  /** Express offers: who was offered the order and what became of it. */
  offers: z.array(z.object({ providerId: z.number().int(), name: z.string(), status: z.string(), at: z.number().int() })),
  /** RFPs: the proposals received. */
  proposals: z.number().int(),
  /** Whether the administration may still cancel it (CBA) or reassign it. */
  canCancel: z.boolean(),
  canReassign: z.boolean(),
  /**
   * The provider's record of the cash received (issue 18), beside the customer's (order.totalAmountOfCustomer);
   * order.cashMismatch says when they differ (issue 19.3).
   */
  cashReceived: z.object({ amount: z.number(), includesParts: z.boolean(), at: z.number().int() }).nullable(),
});
export type OperatorOrderDetail = z.infer<typeof operatorOrderDetailSchema>;

const reason = z
  .string({ error: 'reasonRequired' })
  .trim()
  .min(3, { error: 'reasonRequired' })
  .max(500, { error: 'textTooLong' });

/** POST /operator/orders/{type}/{id}/cancel: the reason is kept in the audit log (optional for older callers). */
export const operatorCancelBodySchema = z.object({ reason: reason.optional() }).nullish();

/** POST /operator/orders/{id}/reassign. */
export const operatorReassignSchema = z.object({ providerId: id, reason });
export type OperatorReassign = z.infer<typeof operatorReassignSchema>;

export const operatorReassignResultSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  providerId: z.number().int(),
  previousProviderId: z.number().int().nullable(),
});

/** GET /operator/orders/{id}/reassign-candidates: active providers of the order's sub-category. */
export const operatorReassignCandidatesSchema = z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), rating: z.number() }));

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, doublePrecision, index, integer, numeric, pgTable, primaryKey, real, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, customers } from './accounts.ts';
import { files } from './files.ts';
import { categories, subCategories } from './reference.ts';
// The codes are the contract's (spec §9): one list for the web, the API and the columns that hold them.
import type { FeeStatus, OrderStatus, OrderType } from '@portal/contract/codes';
import type { OrderActor } from '@portal/contract/order-state-machine';
import type { PaymentMethod } from '@portal/contract/codes';

/**
 * Express (E), direct award (T) and, once approved, RFP (R) orders share one model (docs/design.md, Orders):
 * the same tracking, estimate, payment, rating and cancellation. Money is numeric(10,3): JOD has fils.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 20 }).notNull(),
    type: varchar('type', { length: 1 }).notNull().$type<OrderType>(),
    customerId: integer('customer_id').notNull().references(() => customers.accountId, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => accounts.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subCategoryId: integer('sub_category_id').notNull().references(() => subCategories.id),
    rfpId: integer('rfp_id'),
    // An RFP (type R): its title and whether a guarantee is required; its dates are start_date and end_date.
    title: varchar('title', { length: 100 }),
    isGuarantee: boolean('is_guarantee'),
    status: varchar('status', { length: 4 }).notNull().$type<OrderStatus>(),
    lastOrderStatus: varchar('last_order_status', { length: 4 }).$type<OrderStatus>(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Where and for whom the work is.
    branchName: varchar('branch_name', { length: 50 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    country: varchar('country', { length: 50 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    area: varchar('area', { length: 50 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    phoneNo: varchar('phone_no', { length: 15 }).notNull(),
    description: text('description').notNull(),
    formattedDescription: text('formatted_description').notNull().default(''),
    promoCode: varchar('promo_code', { length: 40 }),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    dispatchExpiresAt: timestamp('dispatch_expires_at', { withTimezone: true }),
    // The provider's estimate and the customer's decision (spec §4.4).
    customerFeesStatus: varchar('customer_fees_status', { length: 4 }).$type<FeeStatus>(),
    estimateProblemDesc: text('estimate_problem_desc'),
    estimateIsSparePartNeeded: boolean('estimate_is_spare_part_needed'),
    sparePartDescription: text('spare_part_description'),
    visitFees: numeric('visit_fees', { precision: 10, scale: 3, mode: 'number' }),
    estimateServiceFees: numeric('estimate_service_fees', { precision: 10, scale: 3, mode: 'number' }),
    estimateSparePartFees: numeric('estimate_spare_part_fees', { precision: 10, scale: 3, mode: 'number' }),
    estimateNotes: text('estimate_notes'),
    estimateSentAt: timestamp('estimate_sent_at', { withTimezone: true }),
    // What the customer says was paid in cash.
    totalAmountOfCustomer: numeric('total_amount_of_customer', { precision: 10, scale: 3, mode: 'number' }),
    isSparePartNeeded: boolean('is_spare_part_needed'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // How the customer says they paid (issue 19.4): cash in hand or CliQ in their own bank's app, and the transfer's
    // reference if they give one. No money passes through the portal; null on payments recorded before, read as cash.
    paymentMethod: varchar('payment_method', { length: 5 }).$type<PaymentMethod>(),
    paymentReference: varchar('payment_reference', { length: 35 }),
    cancelFee: numeric('cancel_fee', { precision: 10, scale: 3, mode: 'number' }),
    // An express order nobody took, converted by its customer into a Direct Award or an RFP (issue 19): the
    // new order. Set once, under the row lock, so a repeated convert call finds it and answers the same.
    convertedToOrderId: integer('converted_to_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    // A direct award the provider declined: its reason, shown to the customer (issue 18).
    providerRejectReason: text('provider_reject_reason'),
    // What the provider records as received in cash (issue 18), beside what the customer says was paid.
    cashReceivedAmount: numeric('cash_received_amount', { precision: 10, scale: 3, mode: 'number' }),
    cashReceivedIncludesParts: boolean('cash_received_includes_parts'),
    cashReceivedAt: timestamp('cash_received_at', { withTimezone: true }),
    // Issue 19.3: set when both amounts are recorded and differ (to the fils), by whichever record came second. Both
    // amounts are recorded once and never changed, so they stay beside it as the evidence; the flag is never cleared.
    cashMismatchAt: timestamp('cash_mismatch_at', { withTimezone: true }),
    // Spec §4.5: why it was cancelled (the customer's reason before approval, the provider's emergency); operators read it.
    cancelReason: text('cancel_reason'),
    // Spec §1/§4.5: a cancelled order offered again on the same terms is a new order pointing at the one it replaces.
    reofferedFrom: integer('reoffered_from'),
    // Spec §1: the provider guarantees the work at least 7 days after completion; set when a direct award or express
    // order reaches DONE, from the provider's guarantee_days at that moment (issue 15).
    guaranteeUntil: timestamp('guarantee_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_customer_idx').on(t.customerId, t.type, t.createdAt.desc()),
    index('orders_provider_idx').on(t.providerId, t.status),
    index('orders_rfp_open_idx').on(t.endDate).where(sql`${t.status} = 'REQD' AND ${t.type} = 'R'`),
    index('orders_dispatch_idx').on(t.dispatchExpiresAt).where(sql`${t.status} = 'REQD' AND ${t.type} = 'E'`),
    // The operator dashboard (issue 17): every figure over the orders of a period (by mode and status, express
    // acceptance, providers with orders) is read from this index alone, without the rows.
    index('orders_created_dashboard_idx').on(t.createdAt, t.type, t.status, t.providerId, t.acceptedAt),
    // The console's search by the order's contact phone.
    index('orders_phone_idx').on(t.phoneNo),
    // The dashboard's cancellations of a period and the console's list of them.
    index('orders_cancelled_idx').on(t.statusChangedAt).where(sql`${t.status} IN ('CBC', 'CNCL', 'CBA')`),
    // The console's mismatch figure and filter (issue 19.3): few rows, so a partial index.
    index('orders_cash_mismatch_idx').on(t.cashMismatchAt).where(sql`${t.cashMismatchAt} IS NOT NULL`),
  ],
);

/** Files of an order: the customer's brief attachments and the provider's work attachments. */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 36 }).notNull().references(() => files.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull().$type<'image' | 'video' | 'document'>(),
    side: varchar('side', { length: 8 }).notNull().$type<'customer' | 'provider'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_attachments_order_idx').on(t.orderId)],
);

/** Express dispatch: the featured providers an express order was offered to, and what became of each offer. */
export const orderOffers = pgTable(
  'order_offers',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull().default('offered').$type<'offered' | 'accepted' | 'declined' | 'lost' | 'expired'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.providerId] }), index('order_offers_provider_idx').on(t.providerId, t.status)],
);

/** Every status change, who made it and when (audit, cancellation-fee window, disputes). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 4 }),
    toStatus: varchar('to_status', { length: 4 }).notNull(),
    actorRole: varchar('actor_role', { length: 10 }).notNull().$type<OrderActor>(),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** One rating each way per order: the customer rates the provider, the provider rates the customer. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    rater: varchar('rater', { length: 8 }).notNull().$type<'customer' | 'provider'>(),
    rating: real('rating').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.rater] })],
);

/** A customer's saved addresses beyond the main one (sub-branches, spec §3 Profile and Branch). */
export const customerBranches = pgTable(
  'customer_branches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull().references(() => customers.accountId, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    branchName: varchar('branch_name', { length: 50 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    phoneNo: varchar('phone_no', { length: 15 }).notNull(),
    area: varchar('area', { length: 20 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    country: varchar('country', { length: 50 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_branches_customer_idx').on(t.customerId).where(sql`${t.deleted} = false`)],
);

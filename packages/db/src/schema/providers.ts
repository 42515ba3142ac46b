import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, real, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { files } from './files.ts';
import { subCategories, trilingual, type Trilingual } from './reference.ts';

export const providers = pgTable(
  'providers',
  {
    accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
    name: trilingual('name').notNull(),
    userType: varchar('user_type', { length: 1 }).notNull().$type<'C' | 'I'>(),
    isGoldenTechnician: boolean('is_golden_technician').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    carToggle: boolean('car_toggle').notNull().default(false),
    dailyRate: real('daily_rate').notNull(),
    minimumRatePerVisit: real('minimum_rate_per_visit').notNull(),
    expertise: trilingual('expertise').notNull(),
    about: trilingual('about').notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    phoneNo: varchar('phone_no', { length: 15 }).notNull(),
    contactEmails: jsonb('contact_emails').$type<string[]>().notNull().default([]),
    education: jsonb('education').$type<Trilingual[]>().notNull().default([]),
    ordersCompleted: integer('orders_completed').notNull().default(0),
    profilePhoto: varchar('profile_photo', { length: 200 }),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // The provider app's "Available for Express" switch (issue 18): off, dispatch offers it nothing.
    expressAvailable: boolean('express_available').notNull().default(true),
    // Last call from the provider app (x-khidmat-app: pro): the demo bot leaves a provider using the app alone.
    appSeenAt: timestamp('app_seen_at', { withTimezone: true }),
    // Spec §1 and §9: the provider guarantees its work at least 7 days after completion, or longer by agreement.
    guaranteeDays: integer('guarantee_days').notNull().default(7),
    /**
     * The platform's commission in percent of the cash a job brought (issue 18): set by admin operators only,
     * every change kept in provider_commission_history. Shown to the provider and operators, never to customers.
     */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(10),
    // Issue 19.4: the CliQ alias customers may pay to from their own bank's app (an alias name, or a Jordanian mobile
    // kept as 00962XXXXXXXXX, the form CliQ takes); null when the provider gives none.
    cliqAlias: varchar('cliq_alias', { length: 20 }),
  },
  (t) => [index('providers_rating_idx').on(t.rating), check('providers_guarantee_days_ck', sql`${t.guaranteeDays} >= 7`)],
);

/**
 * A provider's own validation-data limits (spec §3 Settings, "optionally requested for a provider"): one row per
 * key that differs from the settings table; the keys are those of VALIDATION_DATA_KEYS. Set by admins (issue 15).
 */
export const providerLimits = pgTable(
  'provider_limits',
  {
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    value: varchar('value', { length: 200 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.key] })],
);

export const providerSubCategories = pgTable(
  'provider_sub_categories',
  {
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id').notNull().references(() => subCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.subCategoryId] }), index('provider_sub_categories_sub_idx').on(t.subCategoryId)],
);

export const providerLocations = pgTable('provider_locations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
  city: varchar('city', { length: 50 }).notNull(),
  state: varchar('state', { length: 50 }).notNull(),
  country: varchar('country', { length: 50 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const providerAlbums = pgTable('provider_albums', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
  name: trilingual('name').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
});

export const providerReviews = pgTable(
  'provider_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    rating: real('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_reviews_provider_idx').on(t.providerId, t.createdAt)],
);

/** Visits of customers to a provider's profile (spec §2.6: opening a profile records a visit). */
export const providerVisits = pgTable(
  'provider_visits',
  {
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    visitCount: integer('visit_count').notNull().default(1),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.accountId] })],
);

/**
 * Spec §4.5: a provider cancelling less than 5 hours before the appointment without approval owes a fine (10 JOD).
 * Kept per order for the operators and the provider's statement; the order stays if the fine is waived later.
 */
export const providerFines = pgTable(
  'provider_fines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    amount: numeric('amount', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_fines_provider_idx').on(t.providerId, t.createdAt)],
);

/**
 * Every commission rate an operator set for a provider, append-only (issue 18). The rate of a completed job is the
 * one in force when it was done: the last row set before that moment, else the first row's previous rate.
 */
export const providerCommissionHistory = pgTable(
  'provider_commission_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    previousRate: numeric('previous_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    // No foreign key: the record outlives the operator's account (as audit_log).
    operatorId: integer('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_commission_history_provider_idx').on(t.providerId, t.createdAt)],
);

/** A provider's papers the operators keep (trade licence, ID, certificates), private files (issue 17). */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 36 }).notNull().references(() => files.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** What the paper is: national ID, trade licence, certificate, or another paper. */
    kind: varchar('kind', { length: 16 }).notNull().default('other').$type<'id' | 'licence' | 'certificate' | 'other'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_documents_provider_idx').on(t.providerId)],
);

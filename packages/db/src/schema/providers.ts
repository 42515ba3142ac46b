import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('providers_rating_idx').on(t.rating)],
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

/** A provider's papers the operators keep (trade licence, ID, certificates), private files (issue 17). */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id').notNull().references(() => providers.accountId, { onDelete: 'cascade' }),
    fileId: varchar('file_id', { length: 36 }).notNull().references(() => files.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_documents_provider_idx').on(t.providerId)],
);

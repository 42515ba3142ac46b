import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customerTypes, industries } from './reference.ts';
import { files } from './files.ts';

/** One row per person who can sign in: customers, providers and operators share login, sessions and tokens. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    role: varchar('role', { length: 16 }).notNull().$type<'customer' | 'provider' | 'operator'>(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('active').$type<'active' | 'suspended' | 'deleted'>(),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    /** Operators only: `admin` may do everything, `support` reads, handles complaints, cancels and messages. */
    operatorRole: varchar('operator_role', { length: 10 }).$type<'admin' | 'support'>(),
    /** Why an operator last suspended, reactivated, deleted or terminated the account (issue 17), and when. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_role_uq').on(sql`lower(${t.email})`, t.role),
    // The console's search by part of an e-mail (ILIKE '%…%'): trigrams, so it reads the index, not every account.
    index('accounts_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const customers = pgTable(
  'customers',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerTypeId: integer('customer_type_id')
      .notNull()
      .references(() => customerTypes.id),
    name: varchar('name', { length: 50 }).notNull(),
    companyName: varchar('company_name', { length: 50 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    phoneNo: varchar('phone_no', { length: 15 }).notNull(),
    description: varchar('description', { length: 150 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    country: varchar('country', { length: 50 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    area: varchar('area', { length: 20 }).notNull(),
    branchName: varchar('branch_name', { length: 50 }).notNull(),
    profilePhotoId: varchar('profile_photo_id', { length: 36 }).references(() => files.id, { onDelete: 'set null' }),
    marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
    // Per-channel preferences of order-event news (issue 15 point 4): mails and pushes; the in-app list always gets it.
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyPush: boolean('notify_push').notNull().default(true),
    // Profile completion (spec §2.11): contact person's position, about text, whether the customer lets the portal use location.
    contactPosition: varchar('contact_position', { length: 50 }),
    about: varchar('about', { length: 500 }),
    allowLocationAccess: boolean('allow_location_access').notNull().default(false),
    // The sign-up's confirmation that the user is 18 or older (spec §1, §9): when, and which wording they agreed to.
    // Null for accounts made before the question was asked (and for demo and operator-made customers).
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    adultConfirmationVersion: varchar('adult_confirmation_version', { length: 20 }),
  },
  (t) => [
    // The console's search by part of a name or company (ILIKE '%…%', any language): trigram indexes (migration 0019).
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('customers_company_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
  ],
);

export const customerIndustries = pgTable(
  'customer_industries',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.accountId, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.industryId] })],
);

export const customerAttachments = pgTable('customer_attachments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.accountId, { onDelete: 'cascade' }),
  fileId: varchar('file_id', { length: 36 })
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer sessions: only a SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    deviceToken: text('device_token'),
    deviceType: varchar('device_type', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Single-use tokens mailed to the user (account verification, password reset, a new provider's invitation); stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull().$type<'verify' | 'reset' | 'invite'>(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountId, t.purpose)],
);

import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, sessions } from './accounts.ts';
import type { OrderType } from '@portal/contract/codes';

/**
 * What happened to a user's orders (or a plain message, type SN), written by the server in three languages
 * so the list reads in whatever language the user switches to.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 2 }).notNull().$type<OrderType | 'SN'>(),
    event: varchar('event', { length: 40 }).notNull(),
    serviceId: integer('service_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    titleEn: varchar('title_en', { length: 200 }).notNull().default(''),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    titleFr: varchar('title_fr', { length: 200 }).notNull().default(''),
    bodyEn: text('body_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyFr: text('body_fr').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.id.desc()).where(sql`${t.dismissedAt} IS NULL`),
    index('notifications_unread_idx').on(t.accountId).where(sql`${t.isRead} = false AND ${t.dismissedAt} IS NULL`),
    // The operator's order page lists every notification written about one order (issue 17).
    index('notifications_service_idx').on(t.serviceId, t.type).where(sql`${t.serviceId} IS NOT NULL`),
  ],
);

/**
 * One per account: bumped in the same transaction as any change to the account's notifications, so a
 * poll can answer 304 by comparing versions (kept in memory, refreshed through LISTEN/NOTIFY).
 */
export const notificationVersions = pgTable('notification_versions', {
  accountId: integer('account_id').primaryKey().references(() => accounts.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Web Push subscriptions: the spec's device token is the subscription, deviceId the browser's local id. Each belongs
 * to the session that registered it and goes when that session ends (logout, revoke, password change or reset,
 * suspension), so a device signed out no longer receives order texts.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' }).notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** When the device last sent it (every sign-in and page load): past the cap, the least recent goes. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_device_uq').on(t.accountId, t.deviceId),
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** Keys the server makes for itself on first run (VAPID) and shares across instances. Never served. */
export const serverSecrets = pgTable('server_secrets', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

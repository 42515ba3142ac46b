import { bigint, boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every stored file. `storageKey` is a generated name; the original name is kept for
 * Content-Disposition only. `isPublic` files (catalogue icons, banners, provider photos) need no session.
 */
export const files = pgTable('files', {
  id: varchar('id', { length: 36 }).primaryKey(),
  storageKey: text('storage_key').notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  ownerAccountId: integer('owner_account_id'),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

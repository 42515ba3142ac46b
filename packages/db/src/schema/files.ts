import type { ContentImagePurpose } from '@portal/contract/operator';
import { bigint, boolean, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/**
 * Images operators upload for what the portal shows (issue 17): category icons, banners, onboarding screens,
 * providers' album photos.
 * Public, served at /api/content-media/{fileId}.{ext}; `purpose` fixes the shape the upload was checked against
 * (a banner's ratio), so an icon cannot be put where a 4:1 banner belongs.
 */
export const contentImages = pgTable('content_images', {
  fileId: varchar('file_id', { length: 36 })
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  purpose: varchar('purpose', { length: 24 }).notNull().$type<ContentImagePurpose>(),
  width: smallint('width').notNull(),
  height: smallint('height').notNull(),
  // No foreign key: the image outlives the operator's account (as audit_log).
  operatorId: integer('operator_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Idempotency keys of the provider app's write calls (issue 18, docs/decisions/0020): an action queued offline
 * may be sent more than once when the network returns; the first answer is stored here and replayed for the
 * same key, so the action happens once. `status` is null while the first call is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

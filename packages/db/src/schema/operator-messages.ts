import { boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Trilingual } from './reference.ts';

/** Who an operator's message goes to: one customer, a segment, or everyone. */
export type MessageAudience =
  | { kind: 'customer'; accountId: number }
  | { kind: 'segment'; customerTypeId?: number; industryId?: number; area?: string }
  | { kind: 'all' };

/**
 * An operator's SN message to many customers (issue 17): written with its durable job in one transaction, then
 * the job writes the notifications in batches, so a send to thousands never runs in the request.
 */
export const operatorMessages = pgTable(
  'operator_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the record outlives the operator's account, as the audit log does.
    operatorId: integer('operator_id').notNull(),
    audience: jsonb('audience').$type<MessageAudience>().notNull(),
    title: jsonb('title').$type<Trilingual>().notNull(),
    body: jsonb('body').$type<Trilingual>().notNull(),
    /** Marketing messages skip customers who opted out (customers.marketing_opt_out). */
    marketing: boolean('marketing').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued').$type<'queued' | 'sending' | 'sent'>(),
    /** The last customer id written: the job goes on from here after a crash, so nobody gets it twice. */
    cursor: integer('cursor').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('operator_messages_created_idx').on(t.createdAt)],
);

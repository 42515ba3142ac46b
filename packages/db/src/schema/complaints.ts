import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { orders } from './orders.ts';
import type { OrderType } from '@portal/contract/codes';

/** "Report an abuse" (spec §2.12): a customer's complaint about an order or a provider, for the operators. */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 16 }).notNull().$type<'order' | 'provider' | 'other'>(),
    orderType: varchar('order_type', { length: 1 }).$type<OrderType>(),
    // Always one of the author's own orders (checked by the service); kept when the order goes, as the text still speaks of it.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerId: integer('provider_id').references(() => accounts.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 40 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open').$type<'open' | 'in_progress' | 'closed'>(),
    operatorNote: text('operator_note'),
    /** The operator handling it (issue 17); cleared if that operator's account goes. */
    assignedOperatorId: integer('assigned_operator_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt), index('complaints_order_idx').on(t.orderId)],
);

/** An operator's answer to a complaint: it reaches the customer by mail and notification (issue 17). */
export const complaintReplies = pgTable(
  'complaint_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: integer('complaint_id').notNull().references(() => complaints.id, { onDelete: 'cascade' }),
    // No foreign key: the answer outlives the operator's account, as the audit log does.
    operatorId: integer('operator_id').notNull(),
    operatorEmail: varchar('operator_email', { length: 254 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_replies_complaint_idx').on(t.complaintId, t.id)],
);

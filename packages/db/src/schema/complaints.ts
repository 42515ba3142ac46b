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
    status: varchar('status', { length: 10 }).notNull().default('open').$type<'open' | 'closed'>(),
    operatorNote: text('operator_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt), index('complaints_order_idx').on(t.orderId)],
);

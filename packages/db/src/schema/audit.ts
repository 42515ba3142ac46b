import { bigint, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every operator action: who, when, what, and the entity before and after (issue 17). Append-only: no API
 * edits it, and a trigger of migration 0008 refuses UPDATE and DELETE in the database itself.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the record outlives the operator's account.
    operatorId: integer('operator_id').notNull(),
    operatorEmail: varchar('operator_email', { length: 254 }).notNull(),
    operatorRole: varchar('operator_role', { length: 10 }).notNull(),
    /** The route as registered, e.g. `PATCH /api/operator/providers/:id`. */
    action: varchar('action', { length: 120 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 80 }),
    request: jsonb('request').$type<Record<string, unknown>>(),
    before: jsonb('before'),
    after: jsonb('after'),
    status: smallint('status').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt), index('audit_log_operator_idx').on(t.operatorId, t.createdAt)],
);

export type AuditRow = typeof auditLog.$inferSelect;

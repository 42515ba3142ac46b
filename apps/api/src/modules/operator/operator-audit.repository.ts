import type { Pool } from 'pg';
import type { OperatorAuditEntry, OperatorAuditQuery } from '@portal/contract/operator';

type Row = {
  id: string;
  operator_id: number;
  operator_email: string;
  operator_role: 'admin' | 'support';
  action: string;
  entity: string;
  entity_id: string | null;
  request: unknown;
  before: unknown;
  after: unknown;
  status: number;
  created: number;
};

/** Reads the audit log (it is only ever inserted into: see operator-audit.ts and migration 0008). */
export function operatorAuditRepository(pool: Pool) {
  return {
    async list(q: OperatorAuditQuery): Promise<{ list: OperatorAuditEntry[]; nextBefore: number | null }> {
      const where: string[] = [];
      const args: unknown[] = [];
      const add = (clause: string, value: unknown) => {
        args.push(value);
        where.push(clause.replace('?', `$${args.length}`));
      };
      if (q.operatorId) add('operator_id = ?', q.operatorId);
      if (q.entity) add('entity = ?', q.entity);
      if (q.entityId) add('entity_id = ?', q.entityId);
      if (q.action) add("action ILIKE '%' || ? || '%'", q.action.replace(/[\\%_]/g, (c) => `\\${c}`));
      if (q.from !== undefined) add('created_at >= to_timestamp(?)', q.from);
      if (q.to !== undefined) add('created_at < to_timestamp(?)', q.to);
      if (q.before) add('id < ?', q.before);
      args.push(q.limit + 1);
      const { rows } = await pool.query<Row>(
        `SELECT id, operator_id, operator_email, operator_role, action, entity, entity_id, request, before, after, status,
                extract(epoch FROM created_at)::int AS created
         FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY id DESC LIMIT $${args.length}`,
        args,
      );
      const page = rows.slice(0, q.limit);
      return {
        list: page.map((r) => ({
          id: Number(r.id),
          operator: { id: r.operator_id, email: r.operator_email, role: r.operator_role },
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          request: r.request,
          before: r.before,
          after: r.after,
          status: r.status,
          createdAt: r.created,
        })),
        nextBefore: rows.length > q.limit ? Number(page.at(-1)!.id) : null,
      };
    },
  };
}

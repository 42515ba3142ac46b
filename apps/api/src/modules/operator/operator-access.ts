import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { forbidden } from '../../lib/app-error.ts';

export type OperatorRole = 'admin' | 'support';

/**
 * What a `support` operator may change, besides reading everything: complaints, cancelling orders, messages
 * (issue 17), reassigning an order. Everything else that writes is for admins. A route missing here is refused to support, so a new
 * operator route is admin-only until someone decides otherwise.
 */
export const SUPPORT_MAY_WRITE = new Set([
  'POST /api/operator/logout',
  'PATCH /api/operator/complaints/:id',
  'POST /api/operator/orders/:type/:id/cancel',
  // Reassigning is an order change like cancelling (issue 17 point 3): support handles orders all day.
  'POST /api/operator/orders/:id/reassign',
  'POST /api/operator/notifications/send',
  // Issue 17, points 6 and 8: the complaint queue and messages to customers.
  'POST /api/operator/complaints/:id/assign',
  'POST /api/operator/complaints/:id/status',
  'POST /api/operator/complaints/:id/replies',
  'POST /api/operator/messages',
]);

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';
export const routeKey = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ''}`;

/** The operator's role, read from the account on every write (operators are few; a demotion counts at once). */
export async function operatorRoleOf(pool: Pool, accountId: number): Promise<OperatorRole> {
  const { rows } = await pool.query<{ operator_role: OperatorRole | null }>('SELECT operator_role FROM accounts WHERE id = $1', [accountId]);
  // The migration gives every operator a role; an account without one is not trusted with admin rights.
  return rows[0]?.operator_role ?? 'support';
}

/** Refuses (403, translated) a write a support operator may not make. */
export function checkOperatorWrite(req: FastifyRequest, role: OperatorRole) {
  if (role === 'support' && !SUPPORT_MAY_WRITE.has(routeKey(req))) throw forbidden('adminOnly');
}

/**
 * The /operator scope's check, right after its operator check and before the body is validated, so a support
 * operator learns nothing of an admin route's inputs (403 before 400).
 */
export const operatorWriteGuard = (pool: Pool) => async (req: FastifyRequest) => {
  if (isRead(req.method) || req.session?.role !== 'operator') return;
  req.operatorRole = await operatorRoleOf(pool, req.session.accountId);
  checkOperatorWrite(req, req.operatorRole);
};

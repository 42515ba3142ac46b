import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.ts';
import { checkOperatorWrite, isRead, operatorRoleOf, routeKey, type OperatorRole } from './operator-access.ts';
import { AUDITED_ENTITIES } from './operator-audit-entities.ts';

type Pending = { role: OperatorRole; entity: string; entityId: string | null; before: unknown };

declare module 'fastify' {
  interface FastifyRequest {
    operatorAudit?: Pending;
    /** Set by the /operator scope's role check (operator-access.ts), read here. */
    operatorRole?: OperatorRole;
  }
}

/** An entity that cannot be read for the log must not stop the action: the row says so instead. */
function auditReadFailed(req: FastifyRequest, err: unknown) {
  req.log.error({ err, action: routeKey(req) }, 'audit: entity not readable');
  return { unreadable: true };
}

/** Keys whose values never reach the log (a password set for a provider, a token). */
const SECRET = /password|token|secret/i;
function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return typeof value === 'string' && value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v, depth + 1)]));
}

function answerData(payload: string | undefined): { id?: unknown } | null {
  try {
    const body = payload ? (JSON.parse(payload) as { data?: unknown }) : null;
    return body?.data && typeof body.data === 'object' ? (body.data as { id?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Every operator write, whichever module registered it (the `/api/operator/` routes and the operator's message
 * route): the role rule first (support may not change content, accounts or providers), then one audit row with
 * who, when, what, and the entity before and after. Hooked here, once, so that no operator route can forget it.
 * Only actions that happened are recorded: a refused write (4xx, 5xx) changed nothing and writes nothing here
 * either; its attempt is in the request log.
 */
export const operatorAuditPlugin = (ctx: AppContext): FastifyPluginAsync =>
  fp(async (app) => {
    const applies = (req: FastifyRequest) => req.session?.role === 'operator' && routeKey(req) !== 'POST /api/operator/logout';

    // The role rule also runs here for routes outside the /operator scope's own check (the message route).
    const checkAndRead = async (req: FastifyRequest) => {
      if (!applies(req)) return;
      const role = req.operatorRole ?? (await operatorRoleOf(ctx.pool, req.session!.accountId));
      checkOperatorWrite(req, role);
      const target = AUDITED_ENTITIES[req.routeOptions.url!];
      const entityId = target?.id(req.params as Record<string, string>) ?? null;
      const before = entityId && target?.load ? await target.load(ctx.pool, entityId).catch((err: unknown) => auditReadFailed(req, err)) : null;
      req.operatorAudit = { role, entity: target?.entity ?? 'other', entityId, before };
    };

    // Written before the answer leaves: an operator who saw "done" finds the action in the log.
    const record = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const pending = req.operatorAudit;
      req.operatorAudit = undefined;
      // A refused write changed nothing, and a refusal writes nothing anywhere (the security suite checks it).
      if (!pending || reply.statusCode >= 400) return payload;
      const target = AUDITED_ENTITIES[req.routeOptions.url!];
      const answered = answerData(typeof payload === 'string' ? payload : undefined);
      const entityId = pending.entityId ?? (answered?.id != null ? String(answered.id) : null);
      try {
        const after = entityId && target?.load ? await target.load(ctx.pool, entityId) : answered;
        await ctx.pool.query(
          `INSERT INTO audit_log (operator_id, operator_email, operator_role, action, entity, entity_id, request, before, after, status, ip)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            req.session!.accountId,
            req.session!.email,
            pending.role,
            routeKey(req),
            pending.entity,
            entityId,
            JSON.stringify(redact({ params: req.params, query: req.query, body: req.isMultipart() ? '[multipart]' : req.body })),
            JSON.stringify(pending.before),
            JSON.stringify(after),
            reply.statusCode,
            req.ip,
          ],
        );
      } catch (err) {
        req.log.error({ err, action: routeKey(req) }, 'audit row not written');
      }
      return payload;
    };

    // Only the operator's writes carry these hooks (added as each route is registered): every other route, the
    // 10 s polls first, runs no hook of theirs.
    app.addHook('onRoute', (route) => {
      const methods = ([] as string[]).concat(route.method);
      if (!route.url.startsWith('/api/operator/') || methods.every(isRead)) return;
      route.preHandler = [...([] as preHandlerHookHandler[]).concat(route.preHandler ?? []), checkAndRead as preHandlerHookHandler];
      route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), record as onSendHookHandler];
    });
  });

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { operatorAuditQuerySchema, operatorAuditResponseSchema } from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { operatorRoleOf } from './operator-access.ts';
import { operatorAuditRepository } from './operator-audit.repository.ts';

/** The audit log, for admins only (mounted under /operator). There is no route that edits it. */
export const operatorAuditRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const audit = operatorAuditRepository(ctx.pool);
    app.get(
      '/audit',
      {
        schema: {
          tags: ['operator'],
          summary: 'Operator actions, newest first, filtered by operator, entity, action or time (admins only)',
          security: [{ bearer: [] }],
          querystring: operatorAuditQuerySchema,
          response: { 200: envelope(operatorAuditResponseSchema) },
        },
      },
      async (req, reply) => {
        if ((await operatorRoleOf(ctx.pool, req.session!.accountId)) !== 'admin') throw forbidden('adminOnly');
        return reply.ok(await audit.list(req.query));
      },
    );
  };

import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { t } from '../../lib/i18n.ts';

export const healthRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process can serve' } }, async (_req, reply) => reply.ok({ ok: true }));
  app.get('/readyz', { schema: { tags: ['health'], summary: 'The database answers' } }, async (req, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return reply.ok({ ok: true });
    } catch {
      return reply.code(503).send({ error: true, message: t(req.lang, 'serviceUnavailable'), data: null, status: 503 });
    }
  });
};

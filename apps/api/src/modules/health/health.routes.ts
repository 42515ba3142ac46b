import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { t } from '../../lib/i18n.ts';
import { within } from '../../lib/readiness.ts';

/** Long enough for a loaded store, short enough for a load balancer's health check (nginx, systemd, k8s). */
const PROBE_TIMEOUT_MS = 3000;

export const healthRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process can serve' } }, async (_req, reply) => reply.ok({ ok: true }));
  app.get(
    '/readyz',
    { schema: { tags: ['health'], summary: 'The database answers, and Redis and the S3 bucket when they are configured' } },
    async (req, reply) => {
      const probes = [{ name: 'database', check: () => ctx.db.execute(sql`SELECT 1`) }, ...ctx.readiness];
      const results = await Promise.allSettled(probes.map((p) => within(PROBE_TIMEOUT_MS, p.check())));
      const failed = probes.filter((_, i) => results[i]!.status === 'rejected').map((p) => p.name);
      if (!failed.length) return reply.ok({ ok: true });
      // Which store is down goes to the log only: readyz is public.
      req.log.warn({ failed, reasons: results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])) }, 'not ready');
      return reply.code(503).send({ error: true, message: t(req.lang, 'serviceUnavailable'), data: null, status: 503 });
    },
  );
};

import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Registry } from 'prom-client';
import { notFound } from '../lib/app-error.ts';
import { httpErrors, httpRequestSeconds, processRegistry } from '../lib/metrics.ts';
import { appMetricsRegistry } from '../lib/metrics-collectors.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Equal time whatever the guess: the token is compared as digests of equal length. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const m = header?.match(/^Bearer (.+)$/);
  return Boolean(m) && timingSafeEqual(digest(m![1]!), digest(token));
}

/**
 * Times every request by route pattern (GET /api/files/:fileId, not the file's URL) and serves GET /api/metrics in
 * the Prometheus text format to `Authorization: Bearer <METRICS_TOKEN>` only. Without the token, or with METRICS_TOKEN
 * unset, the endpoint answers 404 like a path that does not exist: it does not tell a scanner it is there.
 */
export const metricsPlugin = fp<{ token: string | undefined; pool: pg.Pool }>(async (app, opts) => {
  const appRegistry = appMetricsRegistry(opts.pool);
  // Timed only where someone can read it: without METRICS_TOKEN the 10 s polls pay nothing for it (npm run bench).
  if (opts.token)
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      const labels = { method: req.method, route, status: String(reply.statusCode) };
      httpRequestSeconds.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) httpErrors.inc({ method: req.method, route });
    });
  app.get('/api/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!opts.token || !tokenMatches(req.headers.authorization, opts.token)) throw notFound();
    const merged = Registry.merge([processRegistry, appRegistry]);
    return reply.header('content-type', merged.contentType).header('cache-control', 'no-store').send(await merged.metrics());
  });
});

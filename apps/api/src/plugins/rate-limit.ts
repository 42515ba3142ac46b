import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/**
 * Limits are opt-in per route (`config.rateLimit`): sign-in, sign-up, forgot password and resend.
 * In memory for one process; in Redis (the app's one connection, see lib/redis-connection.ts) when
 * REDIS_URL is set, so several instances count together. Keyed by `req.ip`, which only the proxies of
 * TRUST_PROXY can set.
 */
export const rateLimitPlugin = fp<{ enabled: boolean; redis?: Redis; namespace: string }>(async (app, opts) => {
  if (!opts.enabled) return;
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: opts.namespace } : {}),
    // A store failure must not lock everyone out of signing in.
    skipOnError: true,
  });
});

import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Limits are opt-in per route (`config.rateLimit`): sign-in, sign-up, forgot password and resend.
 * In memory for one process; in Redis when REDIS_URL is set so several instances count together.
 */
export const rateLimitPlugin = fp<{ enabled: boolean; redisUrl?: string; namespace: string }>(async (app, opts) => {
  if (!opts.enabled) return;
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: opts.namespace } : {}),
    skipOnError: true,
  });
});

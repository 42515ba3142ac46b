import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Limits are opt-in per route (`config.rateLimit`): sign-in, sign-up, forgot password and resend.
 * In memory for one process; in Redis when REDIS_URL is set so several instances count together.
 * The Redis connection is made before the first request (commands sent while connecting would be
 * skipped, not counted); if Redis cannot be reached at start the process counts in memory and says so.
 */
export const rateLimitPlugin = fp<{ enabled: boolean; redisUrl?: string; namespace: string }>(async (app, opts) => {
  if (!opts.enabled) return;
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    const client = new Redis(opts.redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) error'));
    try {
      await client.connect();
      redis = client;
      app.addHook('onClose', async () => void (await client.quit().catch(() => {})));
    } catch (err) {
      app.log.warn({ err }, 'Redis unreachable: rate limits count in memory for this process');
      client.disconnect();
    }
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: opts.namespace } : {}),
    // A store failure must not lock everyone out of signing in.
    skipOnError: true,
  });
});

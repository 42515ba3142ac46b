import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * One Redis connection per process for the counters that several instances share (rate limits, abuse
 * limits, used captcha solutions). It is made before the first request: commands sent while connecting
 * would be skipped, not counted. If Redis cannot be reached at start the process counts in memory and
 * says so; commands fail fast afterwards (no offline queue) so a Redis outage never holds a request.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', (err) => log.warn({ err }, 'Redis error (limits count in memory meanwhile)'));
  try {
    await client.connect();
    return client;
  } catch (err) {
    log.warn({ err }, 'Redis unreachable: rate and abuse limits count in memory for this process');
    client.disconnect();
    return undefined;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LimitStore } from './limit-store.ts';
import { memoryLimitStore } from './limit-store-memory.ts';
import { redisLimitStore } from './limit-store-redis.ts';

/**
 * Redis when connected, with this process's memory as the stand-in whenever a Redis command fails: a
 * Redis outage weakens the limits to one instance's count instead of switching them off or locking
 * everyone out.
 */
export function createLimitStore(opts: { redis?: Redis; namespace: string; log: FastifyBaseLogger }): LimitStore {
  const memory = memoryLimitStore(opts.namespace);
  if (!opts.redis) return memory;
  const redis = redisLimitStore(opts.redis, opts.namespace);
  let warnedAt = 0;
  const fallback =
    <A extends unknown[], R>(name: keyof LimitStore, fn: (...a: A) => Promise<R>, alt: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      try {
        return await fn(...a);
      } catch (err) {
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          opts.log.warn({ err, op: name }, 'limit store (Redis) failed: counting in memory');
        }
        return alt(...a);
      }
    };
  return {
    hit: fallback('hit', redis.hit, memory.hit),
    peek: fallback('peek', redis.peek, memory.peek),
    claim: fallback('claim', redis.claim, memory.claim),
    forget: fallback('forget', redis.forget, memory.forget),
    attempt: fallback('attempt', redis.attempt, memory.attempt),
  };
}

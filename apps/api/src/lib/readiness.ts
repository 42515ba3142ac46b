import type { Redis } from 'ioredis';

/** Something readyz asks before it answers 200: a store the instance cannot serve without. */
export type ReadinessProbe = { name: string; check: () => Promise<unknown> };

/** Rejects when `work` has not settled within `ms`: a store that hangs must fail readyz, not hold it. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Redis when the settings use it. A process that could not reach it at start counts in memory (its limits are
 * not shared with the other instances), so it stays not ready until restarted with Redis up.
 */
export function redisProbe(redis: Redis | undefined): ReadinessProbe {
  return {
    name: 'redis',
    check: async () => {
      if (!redis) throw new Error('Redis was unreachable at start');
      await redis.ping();
    },
  };
}

import type { Redis } from 'ioredis';
import type { LimitStore } from './limit-store.ts';

// Each operation is one script, so it is atomic across instances.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

const PEEK = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {n, ttl}`;

// ARGV: now, threshold, baseMs, maxMs, windowMs. Same rule as lockMs() in limit-store.ts.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local threshold = tonumber(ARGV[2])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local at = tonumber(redis.call('HGET', KEYS[1], 'at') or '0')
if f >= threshold then
  local lock = math.min(tonumber(ARGV[3]) * 2 ^ math.min(f - threshold, 30), tonumber(ARGV[4]))
  if now < at + lock then return {0, at + lock - now} end
end
redis.call('HSET', KEYS[1], 'f', f + 1, 'at', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {1, f + 1}`;

export function redisLimitStore(redis: Redis, namespace: string): LimitStore {
  const k = (key: string) => `${namespace}abuse:${key}`;
  const pair = (r: unknown) => (r as [number, number]).map(Number) as [number, number];
  return {
    async hit(key, windowMs) {
      const [count, resetInMs] = pair(await redis.eval(HIT, 1, k(key), Math.ceil(windowMs)));
      return { count, resetInMs };
    },
    async peek(key) {
      const [count, resetInMs] = pair(await redis.eval(PEEK, 1, k(key)));
      return { count, resetInMs };
    },
    async claim(key, ttlMs) {
      return (await redis.set(k(key), '1', 'PX', Math.ceil(ttlMs), 'NX')) === 'OK';
    },
    async forget(key) {
      await redis.del(k(key));
    },
    async attempt(key, p, nowMs) {
      const [admitted, n] = pair(await redis.eval(ATTEMPT, 1, k(key), nowMs, p.threshold, p.baseMs, p.maxMs, Math.ceil(p.windowMs)));
      return admitted ? { admitted: true, failures: n } : { admitted: false, retryAfterMs: n };
    },
  };
}

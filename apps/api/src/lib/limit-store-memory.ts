import { lockMs, type LimitStore } from './limit-store.ts';

type Entry = { count: number; at: number; expiresAt: number };

/** The limit store of one process: a map with expiry, swept once a minute so it cannot grow without bound. */
export function memoryLimitStore(namespace: string): LimitStore {
  const entries = new Map<string, Entry>();
  const now = () => Date.now();
  const live = (key: string) => {
    const e = entries.get(namespace + key);
    if (e && e.expiresAt <= now()) {
      entries.delete(namespace + key);
      return undefined;
    }
    return e;
  };
  setInterval(() => {
    const t = now();
    for (const [k, e] of entries) if (e.expiresAt <= t) entries.delete(k);
  }, 60_000).unref();

  return {
    async hit(key, windowMs) {
      const e = live(key) ?? { count: 0, at: now(), expiresAt: now() + windowMs };
      e.count++;
      entries.set(namespace + key, e);
      return { count: e.count, resetInMs: e.expiresAt - now() };
    },
    async peek(key) {
      const e = live(key);
      return { count: e?.count ?? 0, resetInMs: e ? e.expiresAt - now() : 0 };
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      entries.set(namespace + key, { count: 1, at: now(), expiresAt: now() + ttlMs });
      return true;
    },
    async forget(key) {
      entries.delete(namespace + key);
    },
    async attempt(key, policy, nowMs) {
      const e = live(key);
      if (e) {
        const until = e.at + lockMs(e.count, policy);
        if (nowMs < until) return { admitted: false, retryAfterMs: until - nowMs };
      }
      const next = { count: (e?.count ?? 0) + 1, at: nowMs, expiresAt: nowMs + policy.windowMs };
      entries.set(namespace + key, next);
      return { admitted: true, failures: next.count };
    },
  };
}

/** How a login lock grows: `threshold` failures lock for `baseMs`, each failure after a lock doubles it up to `maxMs`. */
export type LockPolicy = { threshold: number; baseMs: number; maxMs: number; windowMs: number };

export type Attempt = { admitted: true; failures: number } | { admitted: false; retryAfterMs: number };

/**
 * The few counting operations the abuse limits need, each atomic, in Redis when REDIS_URL is set (so
 * every instance counts together) or in this process's memory. Keys are prefixed with the app's
 * namespace by the store.
 */
export type LimitStore = {
  /** Counts one event in a fixed window that starts with the first event; the count so far and the ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count of a `hit` window without adding to it. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  /** True for the first caller only, until `ttlMs` has passed (single use). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  forget(key: string): Promise<void>;
  /**
   * One login attempt against a lock: refused while the lock stands, otherwise counted as a failure in
   * advance (a success calls `forget`), so concurrent attempts cannot slip past the threshold together.
   * The failures are forgotten `windowMs` after the last one.
   */
  attempt(key: string, policy: LockPolicy, nowMs: number): Promise<Attempt>;
};

/** How long the lock after `failures` failed attempts lasts (0 below the threshold). */
export function lockMs(failures: number, p: LockPolicy): number {
  if (failures < p.threshold) return 0;
  return Math.min(p.baseMs * 2 ** Math.min(failures - p.threshold, 30), p.maxMs);
}

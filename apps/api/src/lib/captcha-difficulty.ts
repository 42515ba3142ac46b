import type { AbuseLimits } from '../config.ts';
import type { LimitStore } from './limit-store.ts';

const WINDOW = 10 * 60_000;

/**
 * The ALTCHA work rises with the recent sign-up rate of all callers together: calm, the baseline; each
 * threshold of sign-ups per 10 minutes passed multiplies it by the step factor. The rate is a sliding
 * estimate over two fixed 10-minute buckets (the previous one weighted by how much of it is still inside
 * the last 10 minutes), counted in the shared store so every instance hands out the same difficulty.
 */
export function createCaptchaDifficulty(store: LimitStore, limits: AbuseLimits, enabled: boolean) {
  const bucket = (at: number) => `signups:${Math.floor(at / WINDOW)}`;
  async function recentSignups(now = Date.now()): Promise<number> {
    const [current, previous] = await Promise.all([store.peek(bucket(now)), store.peek(bucket(now - WINDOW))]);
    const outside = (now % WINDOW) / WINDOW;
    return current.count + previous.count * (1 - outside);
  }
  return {
    /** A sign-up that passed the bot check. */
    async record(): Promise<void> {
      if (enabled) await store.hit(bucket(Date.now()), 2 * WINDOW);
    },
    /** The maxNumber of the next challenge. */
    async maxNumber(): Promise<number> {
      const base = limits.captchaBaseDifficulty;
      if (!enabled) return base;
      const rate = await recentSignups();
      const steps = limits.captchaStepSignupsPer10Minutes.filter((threshold) => rate > threshold).length;
      return base * limits.captchaStepFactor ** steps;
    },
  };
}
export type CaptchaDifficulty = ReturnType<typeof createCaptchaDifficulty>;

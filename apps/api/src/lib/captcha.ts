import { createChallenge, verifySolution } from 'altcha-lib';
import { randomBytes } from 'node:crypto';

/**
 * Self-hosted ALTCHA proof of work. The HMAC key lives in memory (several instances share it through
 * ALTCHA_HMAC_KEY); challenges expire after 10 minutes and a solved one is accepted once.
 */
export function createCaptcha(opts: { enabled: boolean; hmacKey?: string; maxNumber?: number }) {
  const hmacKey = opts.hmacKey ?? randomBytes(32).toString('hex');
  const used = new Map<string, number>();
  return {
    enabled: opts.enabled,
    async challenge() {
      return createChallenge({ hmacKey, maxNumber: opts.maxNumber ?? 50_000, expires: new Date(Date.now() + 10 * 60_000) });
    },
    async verify(payload: string | undefined): Promise<boolean> {
      if (!opts.enabled) return true;
      if (!payload) return false;
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      if (!ok) return false;
      const now = Date.now();
      for (const [k, exp] of used) if (exp < now) used.delete(k);
      if (used.has(payload)) return false;
      used.set(payload, now + 10 * 60_000);
      return true;
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;

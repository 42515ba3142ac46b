import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import { randomBytes } from 'node:crypto';
import type { LimitStore } from './limit-store.ts';

const TTL_MS = 10 * 60_000;

/** The server's signature of the solved challenge: the same whatever way the client encoded the payload. */
function signatureOf(payload: string): string | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    return typeof decoded.signature === 'string' && decoded.signature ? decoded.signature : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work. The HMAC key lives in memory (several instances share it through
 * ALTCHA_HMAC_KEY); challenges expire after 10 minutes and a solved one is accepted once: its signature
 * is claimed in the shared store (Redis when REDIS_URL is set), so a re-encoded payload or another
 * instance cannot take it again. The difficulty comes from `maxNumber` (it rises with the sign-up rate).
 */
export function createCaptcha(opts: { enabled: boolean; hmacKey?: string; store: LimitStore; maxNumber: () => Promise<number> }) {
  const hmacKey = opts.hmacKey ?? randomBytes(32).toString('hex');
  return {
    enabled: opts.enabled,
    async challenge() {
      return createChallenge({ hmacKey, maxNumber: await opts.maxNumber(), expires: new Date(Date.now() + TTL_MS) });
    },
    async verify(payload: string | undefined): Promise<boolean> {
      if (!opts.enabled) return true;
      if (!payload) return false;
      const ok = await verifySolution(payload, hmacKey, true).catch(() => false);
      const signature = ok ? signatureOf(payload) : null;
      if (!signature) return false;
      // Remembered until the challenge itself has expired, and a minute more for clocks apart.
      const expires = Number(extractParams(payload).expires) * 1000;
      const ttl = Number.isFinite(expires) && expires > Date.now() ? expires - Date.now() + 60_000 : TTL_MS;
      return opts.store.claim(`captcha:${signature}`, ttl);
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;

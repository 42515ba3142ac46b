import type { AbuseLimits } from '../config.ts';
import type { LimitStore } from './limit-store.ts';

const HOUR = 3_600_000;

/**
 * At most a few reset or verification mails per account per hour, whoever asks and from wherever, so
 * the portal cannot be used to flood someone's mailbox. Beyond the cap the caller gets the same answer
 * as ever and no mail goes out (the answer must not tell whether the address has an account).
 */
export function createMailCaps(store: LimitStore, limits: AbuseLimits, enabled: boolean) {
  const cap = { reset: limits.resetMailsPerHour, verify: limits.verifyMailsPerHour };
  return {
    async allow(kind: keyof typeof cap, accountId: number): Promise<boolean> {
      if (!enabled) return true;
      const { count } = await store.hit(`mail:${kind}:${accountId}`, HOUR);
      return count <= cap[kind];
    },
  };
}
export type MailCaps = ReturnType<typeof createMailCaps>;

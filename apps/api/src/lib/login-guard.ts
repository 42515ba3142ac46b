import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lang } from '@portal/contract/lang';
import type { Db } from '@portal/db/client';
import { hashPassword, verifyPassword } from '@portal/db/password';
import type { AbuseLimits } from '../config.ts';
import { badRequest, tooManyUntil } from './app-error.ts';
import { countKey } from './i18n.ts';
import { lockMs, type LimitStore, type LockPolicy } from './limit-store.ts';
import { loginLockMail } from './login-lock-mail.ts';
import type { MailQueue } from './mail-queue.ts';
import { newToken } from './session-store.ts';

export type LoginRole = 'customer' | 'provider' | 'operator';

/** What the guard needs of the account found for the e-mail: its hash, and where and how to warn its owner. */
export type LoginAccount = { id: number; email: string; passwordHash: string; lang: string };

export type LoginAttempt = { role: LoginRole; email: string; password: string; ip: string; lang: Lang };

/** A real argon2id hash to check against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(newToken()));

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Per route, before validation: at most 10 login calls a minute per address and e-mail. It bounds the
 * argon2 work one caller can ask for, successful logins included; the guard below does the real counting.
 */
export function loginBurstLimit(role: LoginRole) {
  return {
    max: 10,
    timeWindow: 60_000,
    hook: 'preValidation' as const,
    keyGenerator: (req: FastifyRequest) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return `login|${role}|${req.ip}|${typeof email === 'string' ? normal(email) : ''}`;
    },
  };
}

/**
 * The one sign-in check of customers, providers and operators (docs/security.md, "Abuse limits").
 * - Per account (the e-mail of the role, known or not, so a lock tells nothing about which accounts
 *   exist): after `loginAccountFailures` failures from any addresses the account is locked, and every
 *   failure after a lock doubles the next one, up to `loginLockMaxSeconds`. A right password is refused
 *   while locked; a successful login clears the count. The owner gets one mail per lock period.
 * - Per address: `loginAddressFailures` failed logins per window, across accounts (password spraying);
 *   sized for carrier-grade NAT, where many customers share one address. Successes do not count.
 * Both count in the shared store, so every instance sees the same numbers. Off with `enabled: false`
 * (RATE_LIMITS=0, and the tests that do not turn it on), except the equal-timing check.
 */
export function createLoginGuard(deps: {
  store: LimitStore;
  limits: AbuseLimits;
  enabled: boolean;
  db: Db;
  mail: MailQueue;
  log: FastifyBaseLogger;
}) {
  const { store, limits } = deps;
  const policy: LockPolicy = {
    threshold: limits.loginAccountFailures,
    baseMs: limits.loginLockBaseSeconds * 1000,
    maxMs: limits.loginLockMaxSeconds * 1000,
    windowMs: limits.loginAccountWindowSeconds * 1000,
  };
  const refuse = (lang: Lang, ms: number) => {
    const minutes = Math.max(1, Math.ceil(ms / 60_000));
    return tooManyUntil(countKey(lang, 'loginLocked', minutes), ms / 1000, { count: minutes });
  };

  /** Once per lock period (at most one an hour at the longest lock), not once per attempt. */
  async function warnOwner(who: LoginAttempt, account: LoginAccount, failures: number) {
    try {
      if (!(await store.claim(`login-mail:${who.role}:${account.id}`, policy.maxMs))) return;
      const until = new Date(Date.now() + lockMs(failures, policy));
      const lang = (['en', 'ar', 'fr'] as const).find((l) => l === account.lang) ?? 'en';
      await deps.mail.enqueue(deps.db, loginLockMail(lang, account.email, until));
      deps.mail.kick();
    } catch (err) {
      deps.log.warn({ err, accountId: account.id }, 'login lock mail not queued');
    }
  }

  return {
    /** The account when the password is right and no limit stands; otherwise a 400 invalidCredentials or a 429 with Retry-After. */
    async signIn<A extends LoginAccount>(who: LoginAttempt, find: () => Promise<A | null | undefined>): Promise<A> {
      const ipKey = `login-ip:${who.ip}`;
      const accountKey = `login:${who.role}:${normal(who.email)}`;
      let failures = 0;
      if (deps.enabled) {
        const fromAddress = await store.peek(ipKey);
        if (fromAddress.count >= limits.loginAddressFailures) throw refuse(who.lang, fromAddress.resetInMs);
        // Counted before the password is checked (a success clears it): a burst of parallel guesses cannot pass the threshold.
        const attempt = await store.attempt(accountKey, policy, Date.now());
        if (!attempt.admitted) throw refuse(who.lang, attempt.retryAfterMs);
        failures = attempt.failures;
      }
      const account = await find();
      const ok = await verifyPassword(account?.passwordHash ?? (await timingDummy()), who.password);
      if (account && ok) {
        if (deps.enabled) await store.forget(accountKey);
        return account;
      }
      if (deps.enabled) {
        await store.hit(ipKey, limits.loginAddressWindowSeconds * 1000);
        if (account && failures >= policy.threshold) await warnOwner(who, account, failures);
      }
      throw badRequest('invalidCredentials');
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;

import { forbidden } from './app-error.ts';
import type { LoginAccount, LoginAttempt, LoginGuard } from './login-guard.ts';
import type { SessionStore } from './session-store.ts';

/** An account as a login finds it: what the guard checks, and whether it may still sign in. */
export type LoginCandidate = LoginAccount & { status: string };

export type LoginOptions<A extends LoginCandidate> = {
  /** The device the session is for (the customer apps register one for push); none for providers and operators. */
  device?: { token: string | null; type: string | null };
  /** False when the account signs in without a session yet (a customer who has not verified the e-mail). */
  opensSession?: (account: A) => boolean;
};

/**
 * THE sign-in of customers, providers and operators: the login guard's checks (address and account limits,
 * equal timing for unknown e-mails, the password), then a suspended account is refused (403), then the session.
 * Each role only says how its account is found and what it answers around it.
 */
export async function logIn<A extends LoginCandidate>(
  deps: { guard: LoginGuard; sessions: SessionStore },
  who: LoginAttempt,
  find: () => Promise<A | null | undefined>,
  opts: LoginOptions<A> = {},
): Promise<{ account: A; authToken: string | null }> {
  const account = await deps.guard.signIn(who, find);
  if (account.status !== 'active') throw forbidden('accountSuspended');
  if (opts.opensSession && !opts.opensSession(account)) return { account, authToken: null };
  const authToken = await deps.sessions.create(account.id, opts.device?.token ?? null, opts.device?.type ?? null);
  return { account, authToken };
}

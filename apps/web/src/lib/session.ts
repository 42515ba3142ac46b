import { useSyncExternalStore } from 'react';

export type SessionUser = { id: number; email: string; name: string; companyName: string; customerType: number; isProfileCompleted: boolean };
type Session = { user: SessionUser } | null;

/**
 * The session token lives in an HttpOnly cookie the server sets at login (docs/design.md), out of reach of page script.
 * What is kept here is only the signed-in customer's summary: it tells the app it is signed in, and is no key to
 * anything. The server is the judge: a 401 or 403 clears it (api-client.ts).
 */
const USER = 'customerUser';
/** Where earlier versions kept the token: removed on sight, so it never stays in storage. */
const LEGACY_TOKEN = 'customerToken';
const listeners = new Set<() => void>();

function read(): Session {
  localStorage.removeItem(LEGACY_TOKEN);
  const user = localStorage.getItem(USER);
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as Partial<SessionUser> | null;
    // A summary that is not ours (edited, or left by another version) is no session: the app must not break on it.
    return parsed && typeof parsed.email === 'string' && typeof parsed.name === 'string' ? { user: parsed as SessionUser } : null;
  } catch {
    return null;
  }
}

let current: Session = typeof localStorage === 'undefined' ? null : read();

export const sessionStore = {
  get: () => current,
  signedIn: () => current !== null,
  set(user: SessionUser) {
    localStorage.setItem(USER, JSON.stringify(user));
    current = { user };
    listeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem(USER);
    current = null;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

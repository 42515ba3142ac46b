import { useSyncExternalStore } from 'react';

/**
 * What an app keeps of its signed-in user: a summary in localStorage under the app's own key, no key to anything.
 * The session token itself lives in the app's HttpOnly cookie, out of reach of page script (docs/design.md,
 * docs/decisions/0022); the server is the judge: a 401 or 403 clears the summary (api-client.ts).
 */
export type SessionStore<U> = {
  get: () => { user: U } | null;
  signedIn: () => boolean;
  set: (user: U) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A store of one app's summary. `isUser` checks what is read back: a summary that is not ours (edited, or left by
 * another version) is no session, so the app never breaks on it. `legacyKeys` are removed on sight (where earlier
 * versions kept a token).
 */
export function createSessionStore<U>(key: string, isUser: (value: unknown) => value is U, legacyKeys: string[] = []): SessionStore<U> {
  const listeners = new Set<() => void>();
  const read = (): { user: U } | null => {
    for (const legacy of legacyKeys) localStorage.removeItem(legacy);
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    try {
      const parsed: unknown = JSON.parse(stored);
      return isUser(parsed) ? { user: parsed } : null;
    } catch {
      return null;
    }
  };
  let current = typeof localStorage === 'undefined' ? null : read();
  const notify = () => listeners.forEach((l) => l());
  return {
    get: () => current,
    signedIn: () => current !== null,
    set(user: U) {
      localStorage.setItem(key, JSON.stringify(user));
      current = { user };
      notify();
    },
    clear() {
      localStorage.removeItem(key);
      current = null;
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's session, re-rendering on sign-in and sign-out. */
export function useSessionOf<U>(store: SessionStore<U>): { user: U } | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

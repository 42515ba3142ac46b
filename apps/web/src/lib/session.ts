import { useSyncExternalStore } from 'react';

export type SessionUser = { id: number; email: string; name: string; companyName: string; customerType: number; isProfileCompleted: boolean };
type Session = { token: string; user: SessionUser } | null;

const TOKEN = 'customerToken';
const USER = 'customerUser';
const listeners = new Set<() => void>();

function read(): Session {
  const token = localStorage.getItem(TOKEN);
  const user = localStorage.getItem(USER);
  if (!token || !user) return null;
  try {
    return { token, user: JSON.parse(user) as SessionUser };
  } catch {
    return null;
  }
}

let current: Session = typeof localStorage === 'undefined' ? null : read();

export const sessionStore = {
  get: () => current,
  token: () => current?.token ?? null,
  set(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
    current = { token, user };
    listeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem(TOKEN);
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

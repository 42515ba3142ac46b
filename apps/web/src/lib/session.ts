import { createSessionStore, useSessionOf } from '@portal/web-kit/session-store';

export type SessionUser = { id: number; email: string; name: string; companyName: string; customerType: number; isProfileCompleted: boolean };

const isSessionUser = (value: unknown): value is SessionUser => {
  const v = value as Partial<SessionUser> | null;
  return !!v && typeof v === 'object' && typeof v.email === 'string' && typeof v.name === 'string';
};

/** The signed-in customer's summary (the token is the HttpOnly cookie); `customerToken` is where earlier versions kept a token. */
export const sessionStore = createSessionStore<SessionUser>('customerUser', isSessionUser, ['customerToken']);

export const useSession = () => useSessionOf(sessionStore);

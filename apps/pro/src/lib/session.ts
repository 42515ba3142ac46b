import type { ProviderMe } from '@portal/contract/provider';
import { createSessionStore, useSessionOf } from '@portal/web-kit/session-store';

export type ProviderUser = Pick<ProviderMe, 'id' | 'email' | 'name'>;

const isProvider = (value: unknown): value is ProviderUser => {
  const v = value as Partial<ProviderUser> | null;
  return !!v && typeof v === 'object' && typeof v.email === 'string' && typeof v.name === 'string';
};

/** The signed-in provider's summary (the token is the provider app's HttpOnly cookie, khidmat_pro_session). */
export const proSession = createSessionStore<ProviderUser>('proUser', isProvider);

export const useProSession = () => useSessionOf(proSession);

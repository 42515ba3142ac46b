import { useMutation } from '@tanstack/react-query';
import type { ProviderMe } from '@portal/contract/provider';
import { apiRequest } from '@portal/web-kit/api-client';
import { proSession } from '../../../lib/session.ts';

/** Signs in (the server sets the provider app's cookie), then reads who signed in. */
export async function signIn(email: string, password: string): Promise<ProviderMe> {
  await apiRequest<{ authToken: string }>('POST', '/provider/login', { body: { email, password }, auth: 'none' });
  const { data } = await apiRequest<ProviderMe>('GET', '/provider/me');
  proSession.set(data);
  return data;
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', '/provider/logout'),
    // Signed out on this device whatever the server said: a session it no longer knows is over anyway.
    onSettled: () => proSession.clear(),
  });
}

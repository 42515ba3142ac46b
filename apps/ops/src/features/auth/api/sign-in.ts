import { useMutation } from '@tanstack/react-query';
import type { OperatorMe } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';
import { opsSession } from '../../../lib/session.ts';

/** Signs in (the server sets the console's cookie), then reads who signed in and with which role. */
export async function signIn(email: string, password: string): Promise<OperatorMe> {
  await apiRequest<{ authToken: string }>('POST', '/operator/login', { body: { email, password }, auth: 'none' });
  const { data } = await apiRequest<OperatorMe>('GET', '/operator/me');
  opsSession.set(data);
  return data;
}

export function useSignOut() {
  return useMutation({
    mutationFn: () => apiRequest<null>('POST', '/operator/logout'),
    // Signed out on this device whatever the server said: a session it no longer knows is over anyway.
    onSettled: () => opsSession.clear(),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ResetLinkCheck } from '@portal/contract/auth';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /customer/resetPwd/check: whether the mailed reset link can still be used (no side effect). */
export async function checkResetLink(email: string, token: string, signal?: AbortSignal): Promise<ResetLinkCheck> {
  const { data } = await apiRequest<ResetLinkCheck>('GET', '/customer/resetPwd/check', { query: { email, token }, auth: 'none', signal });
  return data;
}

export const useResetLinkCheck = (email: string, token: string) =>
  useQuery({
    queryKey: ['auth', 'reset-link', email, token],
    queryFn: ({ signal }) => checkResetLink(email, token, signal),
    enabled: Boolean(email && token),
    retry: false,
    staleTime: Infinity,
  });

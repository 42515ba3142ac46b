import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyAccountResponseSchema } from '@portal/contract/auth';
import { apiRequest, type ApiResult } from '@portal/web-kit/api-client';

export type VerifyAccountResult = z.infer<typeof verifyAccountResponseSchema>;

/** GET /customer/verifyAccount?id&token (spec §2.4, §7.1); the link's other query parts travel along. */
export function verifyAccount(params: {
  id: string;
  token: string;
  extra?: Record<string, string>;
}): Promise<ApiResult<VerifyAccountResult>> {
  return apiRequest<VerifyAccountResult>('GET', '/customer/verifyAccount', {
    query: { ...params.extra, id: params.id, token: params.token },
    auth: 'none',
  });
}

/**
 * A query rather than a mutation: the page verifies on load, and a query is run once per key even
 * when React mounts the page twice (StrictMode), so the server sees one verification. The fetch is
 * given no abort signal on purpose: TanStack Query cancels and refetches a query whose signal was
 * read when its page unmounts and mounts again, which would verify twice.
 */
export const verifyAccountQuery = (id: string, token: string, extra?: Record<string, string>) =>
  queryOptions({
    queryKey: ['verify-account', id, token],
    queryFn: () => verifyAccount({ id, token, extra }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyAccount = (id: string | null, token: string | null, extra?: Record<string, string>) =>
  useQuery({ ...verifyAccountQuery(id ?? '', token ?? '', extra), enabled: Boolean(id && token) });

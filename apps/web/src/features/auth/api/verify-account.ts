import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyAccountResponseSchema } from '@portal/contract/auth';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

export type VerifyAccountResult = z.infer<typeof verifyAccountResponseSchema>;

/** GET /customer/verifyAccount?id&token (spec §2.4, §7.1); the link's other query parts travel along. */
export function verifyAccount(
  params: { id: string; token: string; extra?: Record<string, string> },
  signal?: AbortSignal,
): Promise<ApiResult<VerifyAccountResult>> {
  return apiRequest<VerifyAccountResult>('GET', '/customer/verifyAccount', {
    query: { ...params.extra, id: params.id, token: params.token },
    auth: 'none',
    signal,
  });
}

/**
 * A query rather than a mutation: the page verifies on load, and a query is run once per key even
 * when React mounts the page twice (StrictMode), so the server sees one verification.
 */
export const verifyAccountQuery = (id: string, token: string, extra?: Record<string, string>) =>
  queryOptions({
    queryKey: ['verify-account', id, token],
    queryFn: ({ signal }) => verifyAccount({ id, token, extra }, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyAccount = (id: string | null, token: string | null, extra?: Record<string, string>) =>
  useQuery({ ...verifyAccountQuery(id ?? '', token ?? '', extra), enabled: Boolean(id && token) });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RfpList } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import type { ListQuery } from '../../../lib/list-query.ts';
import { rfpListKey } from '../../../api/rfps/rfp-keys.ts';

/** GET /service/rfp/customer/rfp/get: my RFPs, the active list (forActive true) or the recent one. */
export async function getMyRfps(query: ListQuery, signal?: AbortSignal) {
  const { data } = await apiRequest<Partial<RfpList> | null>('GET', '/service/rfp/customer/rfp/get', { query: { ...query }, signal });
  return query.forActive ? (data?.active ?? []) : (data?.recent ?? []);
}

export const useMyRfps = (query: ListQuery) =>
  useQuery({
    queryKey: [...rfpListKey('mine'), query],
    queryFn: ({ signal }) => getMyRfps(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

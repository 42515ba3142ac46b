import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RfpSummary } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import type { ListQuery } from '../../../lib/list-query.ts';
import { rfpListKey } from '../../../api/rfps/rfp-keys.ts';

/** GET /service/rfp/customer/available/rfp/get: my RFPs still receiving proposals (no status filter). */
export async function getAvailableRfps(query: Omit<ListQuery, 'forActive' | 'status'>, signal?: AbortSignal) {
  const { data } = await apiRequest<RfpSummary[]>('GET', '/service/rfp/customer/available/rfp/get', { query: { ...query }, signal });
  return data ?? [];
}

export const useAvailableRfps = (query: ListQuery) => {
  const { forActive: _active, status: _status, ...q } = query;
  return useQuery({
    queryKey: [...rfpListKey('available'), q],
    queryFn: ({ signal }) => getAvailableRfps(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
};

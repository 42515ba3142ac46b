import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderType } from '@portal/contract/codes';
import type { OperatorOrderDetail, OperatorOrderRow, OperatorReassign } from '@portal/contract/operator-console';
import { apiRequest } from '@portal/web-kit/api-client';

/** The list's filters as they stand in the URL (the dashboard's links write the same names). */
export type OrderFilters = Partial<
  Record<'q' | 'type' | 'status' | 'from' | 'to' | 'changedFrom' | 'changedTo' | 'area' | 'accepted' | 'cashMismatch' | 'customerId' | 'providerId', string>
>;
export const FILTER_KEYS = ['q', 'type', 'status', 'from', 'to', 'changedFrom', 'changedTo', 'area', 'accepted', 'cashMismatch', 'customerId', 'providerId'] as const;

type Page = { list: OperatorOrderRow[]; nextBefore: number | null };

/** Every order, newest first, a page at a time (keyset: each page asks for the ids below the last one seen). */
export const useOrderList = (filters: OrderFilters) =>
  useInfiniteQuery({
    queryKey: ['ops', 'orders', filters],
    queryFn: async ({ pageParam }) =>
      (await apiRequest<Page>('GET', '/operator/orders', { query: { ...filters, before: pageParam ?? undefined, limit: 25 } })).data,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export const useOrderDetail = (id: number) =>
  useQuery({ queryKey: ['ops', 'order', id], queryFn: async () => (await apiRequest<OperatorOrderDetail>('GET', `/operator/orders/${id}`)).data });

export type Candidate = { id: number; name: string; email: string; rating: number };
export const useReassignCandidates = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['ops', 'order', id, 'candidates'],
    queryFn: async () => (await apiRequest<Candidate[]>('GET', `/operator/orders/${id}/reassign-candidates`)).data,
    enabled,
  });

function useOrderChange<V>(call: (v: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ops'] }),
  });
}

export const useCancelOrder = (type: OrderType, id: number) =>
  useOrderChange((reason: string) => apiRequest('POST', `/operator/orders/${type}/${id}/cancel`, { body: { reason } }));

export const useReassignOrder = (id: number) =>
  useOrderChange((input: OperatorReassign) => apiRequest('POST', `/operator/orders/${id}/reassign`, { body: input }));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';
import type { ListQuery } from '../../../lib/list-query.ts';
import type { OrderLists } from '../order-types.ts';
import { orderListKey } from '../../../api/orders/order-keys.ts';

/** Spec §7.1: the direct award lists and the express lists, each call filled for one of active or recent. */
const PATHS = { T: '/v3/service/talzeem/request/active/get', E: '/customer/service/express/request/get' } as const;

export async function getOrderLists(type: 'E' | 'T', query: ListQuery, signal?: AbortSignal): Promise<OrderLists> {
  // apiRequest leaves out empty values, so an unset filter is never sent blank.
  const { data } = await apiRequest<Partial<OrderLists> | null>('GET', PATHS[type], { query: { ...query }, signal });
  return { active: data?.active ?? [], recent: data?.recent ?? [] };
}

export const orderListQuery = (type: 'E' | 'T', query: ListQuery) =>
  queryOptions({
    queryKey: [...orderListKey(type), query] as const,
    queryFn: ({ signal }) => getOrderLists(type, query, signal),
    select: (lists) => (query.forActive ? lists.active : lists.recent),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOrderList = (type: 'E' | 'T', query: ListQuery) => useQuery(orderListQuery(type, query));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import { apiRequest } from '../../../lib/api-client.ts';
import type { FollowType, Order } from '../order-types.ts';
import { orderKey } from './order-keys.ts';

/**
 * One order: GET /service/talzeem/request/get?serviceId (direct award), GET
 * /customer/service/express/request/get/{id} (express). An RFP's estimate, payment and rating read the
 * RFP details call, whose fee and rating fields carry the same names.
 */
export async function getOrder(type: FollowType, id: number, signal?: AbortSignal): Promise<Order> {
  const res =
    type === 'T'
      ? await apiRequest<Order>('GET', '/service/talzeem/request/get', { query: { serviceId: id }, signal })
      : type === 'E'
        ? await apiRequest<Order>('GET', `/customer/service/express/request/get/${id}`, { signal })
        : await apiRequest<Order>('GET', '/v2/service/rfp/customer/details/get', { query: { rfpId: id }, signal });
  return res.data;
}

/** Spec §7.3: tracking and estimation pages poll every 10 seconds. */
export const orderQuery = (type: FollowType, id: number, poll = true) =>
  queryOptions({
    queryKey: orderKey(type, id),
    queryFn: ({ signal }) => getOrder(type, id, signal),
    refetchInterval: poll ? LIMITS.pollMs : false,
    staleTime: 0,
  });

export const useOrder = (type: FollowType, id: number, poll = true) => useQuery({ ...orderQuery(type, id, poll), enabled: id > 0 });

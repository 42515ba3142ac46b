import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import { apiConditionalGet, apiRequest } from '@portal/web-kit/api-client';
import type { FollowType, Order, RfpDetails } from '../order-types.ts';
import { orderKey } from '../../../api/orders/order-keys.ts';

/** What the cache holds: the order and the ETag it came with, sent back as If-None-Match on the next poll. */
export type TrackedOrder = Order & { etag?: string | null };

/**
 * One order: GET /service/talzeem/request/get?serviceId (direct award), GET
 * /customer/service/express/request/get/{id} (express), both conditional on the ETag of the copy held: a
 * 304 returns that same copy (same object, so nothing re-renders). An RFP's estimate, payment and rating
 * read the RFP details call, whose fee and rating fields carry the same names.
 */
export async function getOrder(type: FollowType, id: number, held?: TrackedOrder, signal?: AbortSignal): Promise<TrackedOrder> {
  if (type === 'R') return rfpAsOrder((await apiRequest<RfpDetails>('GET', '/v2/service/rfp/customer/details/get', { query: { rfpId: id }, signal })).data);
  const res =
    type === 'T'
      ? await apiConditionalGet<Order>('/service/talzeem/request/get', held?.etag, { query: { serviceId: id }, signal })
      : await apiConditionalGet<Order>(`/customer/service/express/request/get/${id}`, held?.etag, { signal });
  if (!res.notModified) return { ...res.data, etag: res.etag };
  if (held) return held;
  // A 304 to a request that sent no ETag would be a server fault; ask again without condition.
  return getOrder(type, id, undefined, signal);
}

/**
 * The one place an RFP's details stand in for an Order: its status, fee, rating and cancel fields carry the
 * Order's names, and the pages that follow an RFP (estimate, payment, rating) read only those, its title and
 * its reply. The order-only fields (category, attachments, contact of an E/T order) are absent.
 */
const rfpAsOrder = (details: RfpDetails): Order => details as unknown as Order;

/** Spec §7.3: tracking and estimation pages poll every 10 seconds. */
export const orderQuery = (type: FollowType, id: number, poll = true) =>
  queryOptions({
    queryKey: orderKey(type, id),
    queryFn: ({ client, queryKey, signal }) => getOrder(type, id, client.getQueryData<TrackedOrder>(queryKey), signal),
    refetchInterval: poll ? LIMITS.pollMs : false,
    staleTime: 0,
  });

export const useOrder = (type: FollowType, id: number, poll = true) => useQuery({ ...orderQuery(type, id, poll), enabled: id > 0 });

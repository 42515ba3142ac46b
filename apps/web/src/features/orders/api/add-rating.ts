import { useMutation } from '@tanstack/react-query';
import type { Order } from '@portal/contract/orders';
import { apiRequest, type ApiResult } from '@portal/web-kit/api-client';
import { isOffline } from '@portal/web-kit/offline-queue';
import { offlineWrites } from '../../../lib/offline-writes.ts';
import type { FollowType } from '../order-types.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type RatingInput = { type: FollowType; serviceId: number; rating: number; description: string };
/** Sent, or kept on the device to be sent when the network is back (issue 19.5). */
export type QueuedOr<T> = ApiResult<T> | { queued: true };

const PATH = '/v1/service/service-provider/rating/add';
const ratingBody = ({ type, serviceId, rating, description }: RatingInput) => ({
  serviceType: type,
  serviceId,
  rating,
  ...(description.trim() ? { description: description.trim() } : {}),
});

/** POST /v1/service/service-provider/rating/add: the customer rates the provider once (type T, not DA, here). */
export async function addRating(input: RatingInput): Promise<QueuedOr<Order>> {
  const body = ratingBody(input);
  try {
    return await apiRequest<Order>('POST', PATH, { body });
  } catch (err) {
    if (!isOffline(err)) throw err;
    offlineWrites.enqueue({ method: 'POST', path: PATH, body, label: { key: 'offlineWrite.rating', values: { id: input.serviceId } } });
    return { queued: true };
  }
}

export const useAddRating = () => {
  const cache = useOrderActionCache();
  return useMutation({ mutationFn: addRating, onSuccess: (res, { type }) => 'data' in res && cache(type, res.data) });
};

import { useMutation } from '@tanstack/react-query';
import type { Order } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import type { FollowType } from '../order-types.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type RatingInput = { type: FollowType; serviceId: number; rating: number; description: string };

/** POST /v1/service/service-provider/rating/add: the customer rates the provider once (type T, not DA, here). */
export const addRating = ({ type, serviceId, rating, description }: RatingInput) =>
  apiRequest<Order>('POST', '/v1/service/service-provider/rating/add', {
    body: { serviceType: type, serviceId, rating, ...(description.trim() ? { description: description.trim() } : {}) },
  });

export const useAddRating = () => {
  const cache = useOrderActionCache();
  return useMutation({ mutationFn: addRating, onSuccess: ({ data }, { type }) => cache(type, data) });
};

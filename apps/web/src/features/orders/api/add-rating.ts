import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { FollowType } from '../order-types.ts';
import { ORDERS_KEY } from './order-keys.ts';

export type RatingInput = { type: FollowType; serviceId: number; rating: number; description: string };

/** POST /v1/service/service-provider/rating/add: the customer rates the provider once (type T, not DA, here). */
export const addRating = ({ type, serviceId, rating, description }: RatingInput) =>
  apiRequest<unknown>('POST', '/v1/service/service-provider/rating/add', {
    body: { serviceType: type, serviceId, rating, ...(description.trim() ? { description: description.trim() } : {}) },
  });

export const useAddRating = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addRating, onSuccess: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }) });
};

import { useMutation } from '@tanstack/react-query';
import type { FeesStatusUpdate, Order } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { serverType, type FollowType } from '../order-types.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type FeesDecision = FeesStatusUpdate['feesStatus'];

/** POST /customer/fees-status/update {serviceId, type DA|E|R, feesStatus}: the customer's word on an estimate. */
export const updateFeesStatus = (type: FollowType, serviceId: number, feesStatus: FeesDecision) =>
  apiRequest<Order>('POST', '/customer/fees-status/update', { body: { serviceId, type: serverType(type), feesStatus } satisfies FeesStatusUpdate });

export const useUpdateFeesStatus = () => {
  const cache = useOrderActionCache();
  return useMutation({
    mutationFn: ({ type, serviceId, feesStatus }: { type: FollowType; serviceId: number; feesStatus: FeesDecision }) =>
      updateFeesStatus(type, serviceId, feesStatus),
    onSuccess: ({ data }, { type }) => cache(type, data),
  });
};

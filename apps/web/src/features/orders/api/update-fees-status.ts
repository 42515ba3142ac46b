import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverType, type FollowType } from '../order-types.ts';
import { ORDERS_KEY } from './order-keys.ts';

export type FeesDecision = 'ACPT' | 'REJT';

/** POST /customer/fees-status/update {serviceId, type DA|E|R, feesStatus}: the customer's word on an estimate. */
export const updateFeesStatus = (type: FollowType, serviceId: number, feesStatus: FeesDecision) =>
  apiRequest<unknown>('POST', '/customer/fees-status/update', { body: { serviceId, type: serverType(type), feesStatus } });

export const useUpdateFeesStatus = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, serviceId, feesStatus }: { type: FollowType; serviceId: number; feesStatus: FeesDecision }) =>
      updateFeesStatus(type, serviceId, feesStatus),
    onSuccess: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};

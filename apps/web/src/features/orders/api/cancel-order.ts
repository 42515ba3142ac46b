import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Order } from '../order-types.ts';
import { ORDERS_KEY } from './order-keys.ts';

const PATHS = { T: '/customer/service/talzeem/cancel', E: '/customer/service/express/cancel' } as const;

/** POST /customer/service/{talzeem|express}/cancel {serviceId}: the customer cancels (CBC). */
export const cancelOrder = (type: 'E' | 'T', serviceId: number) => apiRequest<Order>('POST', PATHS[type], { body: { serviceId } });

export const useCancelOrder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, serviceId }: { type: 'E' | 'T'; serviceId: number }) => cancelOrder(type, serviceId),
    onSuccess: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
};

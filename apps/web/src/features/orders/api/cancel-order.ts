import { useMutation } from '@tanstack/react-query';
import type { Order } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { useOrderActionCache } from './order-action-cache.ts';

const PATHS = { T: '/customer/service/talzeem/cancel', E: '/customer/service/express/cancel' } as const;

/** POST /customer/service/{talzeem|express}/cancel {serviceId}: the customer cancels (CBC). */
export const cancelOrder = (type: 'E' | 'T', serviceId: number) => apiRequest<Order>('POST', PATHS[type], { body: { serviceId } });

export const useCancelOrder = () => {
  const cache = useOrderActionCache();
  return useMutation({
    mutationFn: ({ type, serviceId }: { type: 'E' | 'T'; serviceId: number }) => cancelOrder(type, serviceId),
    onSuccess: ({ data }, { type }) => cache(type, data),
  });
};

import { useMutation } from '@tanstack/react-query';
import type { Order } from '@portal/contract/orders';
import type { CancelInput } from '../../../components/cancel-order-dialog/cancel-order-dialog.tsx';
import { apiRequest } from '@portal/web-kit/api-client';
import { useOrderActionCache } from './order-action-cache.ts';

const PATHS = { T: '/customer/service/talzeem/cancel', E: '/customer/service/express/cancel' } as const;

/** POST /customer/service/{talzeem|express}/cancel {serviceId, reason?, cancelFee?}: the customer cancels (CBC). */
export const cancelOrder = (type: 'E' | 'T', serviceId: number, input: CancelInput = {}) =>
  apiRequest<Order>('POST', PATHS[type], { body: { serviceId, ...input } });

export const useCancelOrder = () => {
  const cache = useOrderActionCache();
  return useMutation({
    mutationFn: ({ type, serviceId, input }: { type: 'E' | 'T'; serviceId: number; input?: CancelInput }) => cancelOrder(type, serviceId, input),
    onSuccess: ({ data }, { type }) => cache(type, data),
  });
};

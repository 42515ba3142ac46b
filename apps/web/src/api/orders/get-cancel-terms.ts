import { useQuery } from '@tanstack/react-query';
import type { CancelTerms } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { ORDERS_KEY } from './order-keys.ts';

/** The fee calls' type letters: a direct award is DA. */
const TYPE_PARAM = { T: 'DA', E: 'E', R: 'R' } as const;

/** GET /customer/service/cancel-terms/get: what cancelling the order now costs (spec §4.5), read when the dialog opens. */
export const getCancelTerms = (type: 'T' | 'E' | 'R', serviceId: number) =>
  apiRequest<CancelTerms>('GET', '/customer/service/cancel-terms/get', { query: { type: TYPE_PARAM[type], serviceId } });

export const useCancelTerms = (type: 'T' | 'E' | 'R', serviceId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'cancel-terms', type, serviceId] as const,
    queryFn: async () => (await getCancelTerms(type, serviceId)).data,
    enabled,
    // Each opening asks again: the fee moves with the order's status and time.
    staleTime: 0,
    gcTime: 0,
  });

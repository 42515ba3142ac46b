import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelTerms } from '@portal/contract/orders';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { ORDERS_KEY } from './order-keys.ts';

/** The fee calls' type letters: a direct award is DA. */
const TYPE_PARAM = { T: 'DA', E: 'E', R: 'R' } as const;

/** GET /customer/service/cancel-terms/get: what cancelling the order now costs (spec §4.5), read when the dialog opens. */
export const getCancelTerms = (type: 'T' | 'E' | 'R', serviceId: number) =>
  apiRequest<CancelTerms>('GET', '/customer/service/cancel-terms/get', { query: { type: TYPE_PARAM[type], serviceId } });

const cancelTermsKey = (type: 'T' | 'E' | 'R', serviceId: number) => [...ORDERS_KEY, 'cancel-terms', type, serviceId] as const;

export const useCancelTerms = (type: 'T' | 'E' | 'R', serviceId: number, enabled: boolean) =>
  useQuery({
    queryKey: cancelTermsKey(type, serviceId),
    queryFn: async () => (await getCancelTerms(type, serviceId)).data,
    enabled,
    // Each opening asks again: the fee moves with the order's status and time.
    staleTime: 0,
    gcTime: 0,
  });

/**
 * The cancel was refused because the fee due changed since the dialog read it (409 cancelFeeChanged, e.g. the
 * five-minute window passed while it was open): reads the terms again so the open dialog shows the new fee to
 * confirm. True when that was the refusal (the caller keeps the dialog open).
 */
export function useCancelFeeChanged() {
  const client = useQueryClient();
  return (err: unknown, type: 'T' | 'E' | 'R', serviceId: number) => {
    const changed = err instanceof ApiError && err.status === 409 && typeof (err.data as { cancelFee?: unknown } | null)?.cancelFee === 'number';
    if (changed) void client.invalidateQueries({ queryKey: cancelTermsKey(type, serviceId) });
    return changed;
  };
}

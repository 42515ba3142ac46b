import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ValidationDataItem } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';
import { FALLBACK_ORDER_LIMITS, orderLimitsFrom, type OrderLimits } from '@portal/contract/order-limits';

/** GET /customer/validation-data/get: the limits every order form (direct, express, RFP) checks against. */
export async function getValidationData(signal?: AbortSignal) {
  const { data } = await apiRequest<ValidationDataItem[]>('GET', '/customer/validation-data/get', { signal });
  return data;
}

export const validationDataQuery = () =>
  queryOptions({ queryKey: ['validation-data'], queryFn: ({ signal }) => getValidationData(signal), staleTime: 5 * 60_000 });

/**
 * The order limits, with the fallback while they load or when they fail (spec §7.3: a failure to load
 * limits is only logged, the form stays usable and the server checks again).
 */
export function useOrderLimits(): { limits: OrderLimits; loaded: boolean } {
  const q = useQuery({ ...validationDataQuery(), select: orderLimitsFrom });
  useEffect(() => {
    if (q.error) console.warn('validation data could not be loaded', q.error);
  }, [q.error]);
  return { limits: q.data ?? FALLBACK_ORDER_LIMITS, loaded: q.isSuccess };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIMITS } from '@portal/contract/limits';
import type { providerSliderItemSchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';

export type SliderProvider = z.infer<typeof providerSliderItemSchema>;

/** GET /customer/homepage/service-provider/get?limit=10: the top-rated providers of the slider (spec §9). */
export async function getTopProviders(signal?: AbortSignal) {
  const { data } = await apiRequest<SliderProvider[]>('GET', '/customer/homepage/service-provider/get', {
    query: { limit: LIMITS.providerSliderLimit },
    auth: 'none',
    signal,
  });
  return data;
}

export const topProvidersQuery = () =>
  queryOptions({ queryKey: ['top-providers'], queryFn: ({ signal }) => getTopProviders(signal), staleTime: 10 * 60_000 });

export const useTopProviders = () => useQuery(topProvidersQuery());

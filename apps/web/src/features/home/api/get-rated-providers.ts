import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIMITS } from '@portal/contract/limits';
import type { providerSliderItemSchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

export type RatedProvider = z.infer<typeof providerSliderItemSchema>;

/** GET /customer/homepage/service-provider/get?limit=10: the rated providers slider (spec §2.5). */
export async function getRatedProviders(signal?: AbortSignal) {
  const { data } = await apiRequest<RatedProvider[]>('GET', '/customer/homepage/service-provider/get', {
    query: { limit: LIMITS.providerSliderLimit },
    signal,
  });
  return data;
}

export const ratedProvidersQuery = () =>
  queryOptions({ queryKey: ['home', 'rated-providers', currentLang()], queryFn: ({ signal }) => getRatedProviders(signal), staleTime: 10 * 60_000 });

export const useRatedProviders = () => useQuery(ratedProvidersQuery());

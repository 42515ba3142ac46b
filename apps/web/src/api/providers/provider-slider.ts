import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIMITS } from '@portal/contract/limits';
import type { providerSliderItemSchema } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';

export type SliderProvider = z.infer<typeof providerSliderItemSchema>;

/** GET /customer/homepage/service-provider/get?limit: the top-rated providers, a public call (spec §2.5, §9). */
export async function getSliderProviders(limit: number, signal?: AbortSignal): Promise<SliderProvider[]> {
  const { data } = await apiRequest<SliderProvider[]>('GET', '/customer/homepage/service-provider/get', { query: { limit }, auth: 'none', signal });
  return data;
}

/**
 * The landing and home sliders share the entry of the spec's limit; the report-abuse form asks for more.
 * Names and expertise come in the request language, so it is in the key.
 */
export const sliderProvidersQuery = (limit: number = LIMITS.providerSliderLimit) =>
  queryOptions({
    queryKey: ['slider-providers', limit, currentLang()],
    queryFn: ({ signal }) => getSliderProviders(limit, signal),
    staleTime: 10 * 60_000,
  });

export const useSliderProviders = (limit?: number) => useQuery(sliderProvidersQuery(limit));

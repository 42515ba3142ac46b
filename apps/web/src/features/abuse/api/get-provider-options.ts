import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

type ProviderOption = { id: number; name: string };

/**
 * The providers a customer can name in a report. Until orders exist the rated providers list is the
 * set a customer has seen; a provider opened from elsewhere is added by the page from its profile.
 */
export async function getProviderOptions(signal?: AbortSignal) {
  const { data } = await apiRequest<ProviderOption[]>('GET', '/customer/homepage/service-provider/get', { query: { limit: 50 }, signal });
  return data.map(({ id, name }) => ({ id, name }));
}

export const providerOptionsQuery = () =>
  queryOptions({ queryKey: ['abuse', 'provider-options', currentLang()], queryFn: ({ signal }) => getProviderOptions(signal), staleTime: 10 * 60_000 });

export const useProviderOptions = () => useQuery(providerOptionsQuery());

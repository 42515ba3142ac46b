import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import type { ProviderCardData } from '../../../components/provider-card/provider-card-data.ts';

/** GET /service/talzeem/service-provider/get: the providers a customer may award this sub-category to. */
export async function getDirectAwardProviders(categoryId: number, subCategoryId: number, signal?: AbortSignal) {
  const { data } = await apiRequest<ProviderCardData[]>('GET', '/service/talzeem/service-provider/get', {
    query: { categoryId, subCategoryId, type: 'DA' },
    signal,
  });
  return data;
}

export const directAwardProvidersQuery = (categoryId: number, subCategoryId: number) =>
  queryOptions({
    queryKey: ['direct-award-providers', categoryId, subCategoryId, currentLang()],
    queryFn: ({ signal }) => getDirectAwardProviders(categoryId, subCategoryId, signal),
    staleTime: 60_000,
  });

export const useDirectAwardProviders = (categoryId: number, subCategoryId: number) =>
  useQuery(directAwardProvidersQuery(categoryId, subCategoryId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderCard } from '@portal/contract/providers';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';

/** Where the work is: the chosen branch's or new address's point. */
export type WorkPlace = { latitude: number; longitude: number } | null;

/**
 * GET /service/talzeem/service-provider/get: the providers a customer may award this sub-category to; with the
 * place of the work, only those serving it (within 30 km), nearest and best rated first.
 */
export async function getDirectAwardProviders(categoryId: number, subCategoryId: number, place: WorkPlace, signal?: AbortSignal) {
  const { data } = await apiRequest<ProviderCard[]>('GET', '/service/talzeem/service-provider/get', {
    query: { categoryId, subCategoryId, type: 'DA', ...(place ? { latitude: place.latitude, longitude: place.longitude } : {}) },
    signal,
  });
  return data;
}

export const directAwardProvidersQuery = (categoryId: number, subCategoryId: number, place: WorkPlace = null) =>
  queryOptions({
    queryKey: ['direct-award-providers', categoryId, subCategoryId, place?.latitude ?? null, place?.longitude ?? null, currentLang()],
    queryFn: ({ signal }) => getDirectAwardProviders(categoryId, subCategoryId, place, signal),
    staleTime: 60_000,
  });

export const useDirectAwardProviders = (categoryId: number, subCategoryId: number, place: WorkPlace = null) =>
  useQuery({ ...directAwardProvidersQuery(categoryId, subCategoryId, place), placeholderData: (previous) => previous });

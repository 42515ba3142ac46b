import { useMutation } from '@tanstack/react-query';
import type { ProviderCard } from '@portal/contract/providers';
import { apiRequest } from '@portal/web-kit/api-client';

/** Availability is asked with the internal letter: T for direct award here, not DA (spec §1). */
export type AvailabilityType = 'E' | 'T' | 'R';

/**
 * GET /service/category/service-provider/get: the providers able to take this sub-category for this
 * customer. An empty list means none is available (spec §7.1), and the no-provider dialog opens.
 */
export async function checkAvailability(subCategoryId: number, type: AvailabilityType) {
  const { data } = await apiRequest<ProviderCard[]>('GET', '/service/category/service-provider/get', { query: { subCategoryId, type } });
  return data.length;
}

export const useCheckAvailability = () =>
  useMutation({ mutationFn: ({ subCategoryId, type }: { subCategoryId: number; type: AvailabilityType }) => checkAvailability(subCategoryId, type) });

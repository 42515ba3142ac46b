import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { industrySchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';

export type Industry = z.infer<typeof industrySchema>;

export async function getIndustries(customerType: number, signal?: AbortSignal) {
  const { data } = await apiRequest<Industry[]>('GET', '/admin/industry/get', { query: { customerType }, auth: 'none', signal });
  return data;
}

export const industriesQuery = (customerType: number | null) =>
  queryOptions({
    queryKey: ['industries', customerType],
    queryFn: ({ signal }) => getIndustries(customerType!, signal),
    enabled: customerType !== null,
    staleTime: 60 * 60_000,
  });

/** Industries of one customer type; nothing is fetched until a type is chosen. */
export const useIndustries = (customerType: number | null) => useQuery(industriesQuery(customerType));

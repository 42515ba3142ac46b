import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { industrySchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';

export type Industry = z.infer<typeof industrySchema>;

export async function getIndustries(customerType: number, signal?: AbortSignal) {
  const { data } = await apiRequest<Industry[]>('GET', '/admin/industry/get', { query: { customerType }, auth: 'none', signal });
  return data;
}

/** Industries of the customer's own type (read-only on the profile). */
export const useIndustries = (customerType: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['industries', customerType ?? null],
      queryFn: ({ signal }) => getIndustries(customerType!, signal),
      enabled: customerType !== undefined,
      staleTime: 60 * 60_000,
    }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { industrySchema } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

export type Industry = z.infer<typeof industrySchema>;

/** GET /admin/industry/get?customerType: a public call (the sign-up form asks before any session). */
export async function getIndustries(customerType: number, signal?: AbortSignal): Promise<Industry[]> {
  const { data } = await apiRequest<Industry[]>('GET', '/admin/industry/get', { query: { customerType }, auth: 'none', signal });
  return data;
}

/** Sign-up (the type being chosen) and the profile (the customer's own type) share this entry. */
export const industriesQuery = (customerType: number | null | undefined) =>
  queryOptions({
    queryKey: ['industries', customerType ?? null],
    queryFn: ({ signal }) => getIndustries(customerType!, signal),
    enabled: customerType !== null && customerType !== undefined,
    staleTime: 60 * 60_000,
  });

/** Industries of one customer type; nothing is fetched until a type is known. */
export const useIndustries = (customerType: number | null | undefined) => useQuery(industriesQuery(customerType));

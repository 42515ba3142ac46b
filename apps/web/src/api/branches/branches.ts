import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch } from '@portal/contract/branches';
import { apiRequest } from '@portal/web-kit/api-client';

export type { Branch };

/** Under this key: the profile's save changes these addresses, so it refreshes the key. */
export const BRANCHES_KEY = ['branches'] as const;

/** GET /service/talzeem/branch/get: the main address (id 'main') and the saved branches. */
export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  const { data } = await apiRequest<Branch[]>('GET', '/service/talzeem/branch/get', { signal });
  return data;
}

export const branchesQuery = () => queryOptions({ queryKey: BRANCHES_KEY, queryFn: ({ signal }) => getBranches(signal), staleTime: 60_000 });

export const useBranches = () => useQuery(branchesQuery());

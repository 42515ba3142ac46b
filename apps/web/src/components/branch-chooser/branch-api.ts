import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** A place the customer can order to (spec §3 Branch): the profile's main address (id 'main') or a saved branch. */
export type Branch = {
  id: 'main' | number;
  branchName: string;
  name: string;
  email: string;
  countryCode: string;
  phoneNo: string;
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  area: string;
  isMain: boolean;
};

/** The chooser's value: a branch id as text, 'new' for an address typed in the form, '' for none yet. */
export type BranchChoice = '' | 'main' | 'new' | `${number}`;
export const NEW_BRANCH = 'new' as const;

/** GET /service/talzeem/branch/get: the main address and the saved branches. */
export async function getBranches(signal?: AbortSignal) {
  const { data } = await apiRequest<Branch[]>('GET', '/service/talzeem/branch/get', { signal });
  return data;
}

export const branchesQuery = () => queryOptions({ queryKey: ['branches'], queryFn: ({ signal }) => getBranches(signal), staleTime: 60_000 });

export const useBranches = () => useQuery(branchesQuery());

/** The one line that names a branch in the list: its name, then where it is. */
export const branchPlace = (b: Pick<Branch, 'area' | 'city' | 'country'>) => [b.area, b.city, b.country].filter(Boolean).join(', ');

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Profile } from './profile-types.ts';

export async function getProfile(signal?: AbortSignal) {
  const { data } = await apiRequest<Profile>('GET', '/customer/profile/view', { signal });
  return data;
}

/** Under the 'profile' prefix that home's completion alert shares, so a save refreshes both. */
export const profileQuery = () => queryOptions({ queryKey: ['profile', 'view'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The one field of GET /customer/profile/view that home needs. */
type ProfileStatus = { isProfileCompleted: boolean | number };

export async function getProfileStatus(signal?: AbortSignal) {
  const { data } = await apiRequest<ProfileStatus>('GET', '/customer/profile/view', { signal });
  return { isProfileCompleted: data.isProfileCompleted === true || data.isProfileCompleted === 1 };
}

export const profileStatusQuery = () =>
  // Shares the profile page's key prefix so saving the profile there refreshes this alert.
  queryOptions({ queryKey: ['profile', 'status'], queryFn: ({ signal }) => getProfileStatus(signal), retry: false });

export const useProfileStatus = () => useQuery(profileStatusQuery());

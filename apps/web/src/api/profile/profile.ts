import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@portal/contract/profile';
import { apiRequest } from '@portal/web-kit/api-client';

export type { ProfileView };

/** GET /customer/profile/view: the signed-in customer's own profile (spec §3 Profile). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  const { data } = await apiRequest<ProfileView>('GET', '/customer/profile/view', { signal });
  return data;
}

/**
 * One entry for the profile page, the header's avatar and home's completion alert: the profile's save and photo
 * upload put their answer here, and every reader shows it at once.
 */
export const profileQuery = () => queryOptions({ queryKey: ['profile', 'view'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

/** Home's alert reads only whether the profile is complete; not retried, the saved flag stands in meanwhile. */
export const useProfileCompleted = () => useQuery({ ...profileQuery(), select: (p: ProfileView) => p.isProfileCompleted, retry: false });

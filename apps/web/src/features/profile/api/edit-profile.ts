import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQuery } from './get-profile.ts';
import type { Profile, ProfileEditPayload } from './profile-types.ts';

export function editProfile(body: ProfileEditPayload) {
  return apiRequest<Profile>('POST', '/customer/profile/edit', { body });
}

/** Saves the whole profile; the answer is the new profile, and every 'profile' query (home's alert too) refreshes. */
export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ data }) => {
      client.setQueryData(profileQuery().queryKey, data);
      void client.invalidateQueries({ queryKey: ['profile'] });
      // Branch choosers of the order forms list the same branches.
      void client.invalidateQueries({ queryKey: ['branches'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfileView, profileEditSchema } from '@portal/contract/profile';
import { BRANCHES_KEY } from '../../../api/branches/branches.ts';
import { profileQuery } from '../../../api/profile/profile.ts';
import { apiRequest } from '@portal/web-kit/api-client';

/** The edit as sent (before the server's defaults). */
export type ProfileEditPayload = z.input<typeof profileEditSchema>;

export function editProfile(body: ProfileEditPayload) {
  return apiRequest<ProfileView>('POST', '/customer/profile/edit', { body });
}

/** Saves the whole profile; the answer is the new profile, which every reader of the profile (home's alert too) shows. */
export function useEditProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: ({ data }) => {
      client.setQueryData(profileQuery().queryKey, data);
      // Branch choosers of the order forms list the same branches.
      void client.invalidateQueries({ queryKey: BRANCHES_KEY });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profilePhotoResponseSchema } from '@portal/contract/profile';
import { profileQuery } from '../../../api/profile/profile.ts';
import { apiRequest } from '@portal/web-kit/api-client';

type Vars = { image: Blob; fileName: string; onProgress?: (fraction: number) => void };

export function uploadProfilePhoto({ image, fileName, onProgress }: Vars) {
  const form = new FormData();
  form.append('profile', image, fileName);
  return apiRequest<z.infer<typeof profilePhotoResponseSchema>>('POST', '/customer/profile/upload', { form, onProgress: onProgress ?? (() => {}) });
}

/**
 * The photo is set at once by the server (not by the next save), so the cached profile takes the new URL; the
 * completion flags are the server's, so the profile is asked again for them.
 */
export function useUploadProfilePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: ({ data }) => {
      client.setQueryData(profileQuery().queryKey, (old) => (old ? { ...old, profilePhoto: data.url, isProfilepicUploaded: true } : old));
      void client.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}

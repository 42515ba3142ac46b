import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQuery } from './get-profile.ts';

type Vars = { image: Blob; fileName: string; onProgress?: (fraction: number) => void };

export function uploadProfilePhoto({ image, fileName, onProgress }: Vars) {
  const form = new FormData();
  form.append('profile', image, fileName);
  return apiRequest<{ url: string }>('POST', '/customer/profile/upload', { form, onProgress: onProgress ?? (() => {}) });
}

/** The photo is set at once by the server (not by the next save), so the cached profile takes the new URL. */
export function useUploadProfilePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: ({ data }) => {
      client.setQueryData(profileQuery().queryKey, (old) => (old ? { ...old, profilePhoto: data.url, isProfilepicUploaded: true } : old));
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

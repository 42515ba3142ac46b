import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@portal/contract/catalogue';
import type { ProviderAlbum, ProviderProfile, ProviderProfileEdit, ProviderReviewsResponse } from '@portal/contract/provider-account';
import { apiRequest } from '@portal/web-kit/api-client';

const key = ['provider', 'profile'] as const;

/** GET /provider/profile: what I may edit, with my commission rate. */
export const profileQuery = queryOptions({
  queryKey: key,
  queryFn: async () => (await apiRequest<ProviderProfile>('GET', '/provider/profile')).data,
});
export const useProfile = () => useQuery(profileQuery);

/** The catalogue (public) for the sub-category picker. */
export const useCategories = () =>
  useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: async () => (await apiRequest<Category[]>('GET', '/admin/category/get', { auth: 'none' })).data,
    staleTime: 5 * 60_000,
  });

export const useReviews = (page: number) =>
  useQuery({
    queryKey: [...key, 'reviews', page],
    queryFn: async () => (await apiRequest<ProviderReviewsResponse>('GET', '/provider/profile/reviews', { query: { page, limit: 10 } })).data,
  });

/** PUT /provider/profile: the answer is the saved profile. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProviderProfileEdit) => apiRequest<ProviderProfile>('PUT', '/provider/profile', { body }),
    onSuccess: ({ data }) => client.setQueryData(key, data),
  });
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, fileName, onProgress }: { image: Blob; fileName: string; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('profile', image, fileName);
      return apiRequest<{ url: string }>('POST', '/provider/profile/photo', { form, onProgress });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useAlbumActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    create: useMutation({ mutationFn: (name: string) => apiRequest<ProviderAlbum>('POST', '/provider/profile/albums', { body: { name } }), onSuccess: refresh }),
    upload: useMutation({
      mutationFn: ({ albumId, files, onProgress }: { albumId: number; files: File[]; onProgress: (f: number) => void }) => {
        const form = new FormData();
        for (const f of files) form.append('attachments', f, f.name);
        return apiRequest<ProviderAlbum>('POST', `/provider/profile/albums/${albumId}/files`, { form, onProgress });
      },
      onSuccess: refresh,
    }),
    removeItem: useMutation({
      mutationFn: ({ albumId, url }: { albumId: number; url: string }) => apiRequest<ProviderAlbum>('DELETE', `/provider/profile/albums/${albumId}/items`, { body: { url } }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (albumId: number) => apiRequest<null>('DELETE', `/provider/profile/albums/${albumId}`), onSuccess: refresh }),
  };
}

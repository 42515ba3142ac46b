import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannerCreateSchema, operatorBannerSchema } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

export type Banner = z.infer<typeof operatorBannerSchema>;
export type NewBanner = z.input<typeof bannerCreateSchema>;

const key = ['ops', 'banners'];

export const useBanners = () => useQuery({ queryKey: key, queryFn: async () => (await apiRequest<Banner[]>('GET', '/operator/banners')).data });

export function useAddBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (banner: NewBanner) => apiRequest<Banner>('POST', '/operator/banners', { body: banner }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/operator/banners/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bannerCreateSchema, bannerOrderSchema, BannerUpdate, operatorBannerSchema } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

export type Banner = z.infer<typeof operatorBannerSchema>;
export type NewBanner = z.input<typeof bannerCreateSchema>;
export type BannerOrder = z.input<typeof bannerOrderSchema>;

const key = ['ops', 'banners'];

export const useBanners = () =>
  useQuery({ queryKey: key, queryFn: async () => (await apiRequest<Banner[]>('GET', '/operator/banners')).data });

/** Every change reads the banners again: the list shows what the home page now shows. */
function useBannerChange<V, R>(call: (v: V) => Promise<{ data: R; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useAddBanner = () => useBannerChange((banner: NewBanner) => apiRequest<Banner>('POST', '/operator/banners', { body: banner }));
export const useUpdateBanner = () =>
  useBannerChange(({ id, change }: { id: number; change: BannerUpdate }) =>
    apiRequest<Banner>('PATCH', `/operator/banners/${id}`, { body: change }),
  );
export const useOrderBanners = () =>
  useBannerChange((order: BannerOrder) => apiRequest<Banner[]>('PUT', '/operator/banners/order', { body: order }));
export const useDeleteBanner = () => useBannerChange((id: number) => apiRequest<null>('DELETE', `/operator/banners/${id}`));

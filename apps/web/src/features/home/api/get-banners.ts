import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannersResponse } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /customer/homepage/banner/get: every set in every language; the page picks one (banner-set.ts). */
export async function getBanners(signal?: AbortSignal) {
  const { data } = await apiRequest<BannersResponse>('GET', '/customer/homepage/banner/get', { signal });
  return data;
}

// Operators change these in the console (issue 17.7): a page opened a minute later reads them again.
export const bannersQuery = () => queryOptions({ queryKey: ['home', 'banners'], queryFn: ({ signal }) => getBanners(signal), staleTime: 60_000 });

export const useBanners = () => useQuery(bannersQuery());

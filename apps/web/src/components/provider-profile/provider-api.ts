import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import type { ProviderCardData } from '@portal/ui/provider-card-data';

/** The full provider of spec §3, as GET /service/talzeem/service-provider/get/{id} answers it. */
export type ProviderProfile = ProviderCardData & {
  about?: string | null;
  countryCode?: string | null;
  phoneNo?: string | null;
  contactDetails?: { phoneNo?: { countryCode: string; phoneNo: string }[]; email?: { email: string }[] } | null;
  locations?: { city: string; state: string; country: string; latitude: number; longitude: number }[];
  education?: { education: string }[];
  albums?: { name: string; images: { url: string }[] }[];
  ratingData?: { rating?: number; total?: number } | null;
  countByRating?: { rating: number; total: number }[];
};

/** The server names the text `description`; older shapes called it `comment`. createdAt is epoch seconds. */
export type ProviderReview = { id: number; customerName: string; rating: number; description?: string | null; comment?: string | null; createdAt: string | number };
type ReviewPage = { list: ProviderReview[]; hasMore: boolean };

/** Spec §2.6: reviews load five at a time. */
export const REVIEWS_PAGE_SIZE = 5;

export async function getProviderProfile(id: number, signal?: AbortSignal) {
  const { data } = await apiRequest<ProviderProfile>('GET', `/service/talzeem/service-provider/get/${id}`, { signal });
  return data;
}

export const providerProfileQuery = (id: number) =>
  queryOptions({
    // Names, expertise and albums come back in the request language.
    queryKey: ['provider-profile', id, currentLang()],
    queryFn: ({ signal }) => getProviderProfile(id, signal),
    staleTime: 5 * 60_000,
  });

export async function getProviderReviews(serviceProviderId: number, page: number, signal?: AbortSignal) {
  const { data } = await apiRequest<ReviewPage>('GET', '/service/service-provider/reviews/get', {
    query: { serviceProviderId, page, limit: REVIEWS_PAGE_SIZE },
    signal,
  });
  return data;
}

export const providerReviewsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['provider-reviews', id],
    queryFn: ({ pageParam, signal }) => getProviderReviews(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
  });

/** POST /customer/visit-count-and-last-visit: opening a profile counts as a visit (spec §2.6). */
export async function recordProviderVisit(serviceProviderId: number) {
  await apiRequest('POST', '/customer/visit-count-and-last-visit', { body: { serviceProviderId, visitTo: 'SP' } });
}

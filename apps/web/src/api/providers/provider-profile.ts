import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { REVIEWS_PAGE_SIZE as REVIEW_PAGE_LIMITS, type ProviderDetail, type ReviewsResponse, type reviewSchema, type visitResponseSchema } from '@portal/contract/providers';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';

/** The full provider of spec §3, as GET /service/talzeem/service-provider/get/{id} answers it. */
export type ProviderProfile = ProviderDetail;
/** One review; createdAt is epoch seconds. */
export type ProviderReview = z.infer<typeof reviewSchema>;

/** Spec §2.6: reviews load five at a time. */
export const REVIEWS_PAGE_SIZE = REVIEW_PAGE_LIMITS.default;

export async function getProviderProfile(id: number, signal?: AbortSignal): Promise<ProviderProfile> {
  const { data } = await apiRequest<ProviderProfile>('GET', `/service/talzeem/service-provider/get/${id}`, { signal });
  return data;
}

/** The profile modal and the report-abuse form (naming a provider opened from elsewhere) share this entry. */
export const providerProfileQuery = (id: number) =>
  queryOptions({
    // Names, expertise and albums come back in the request language.
    queryKey: ['provider-profile', id, currentLang()],
    queryFn: ({ signal }) => getProviderProfile(id, signal),
    staleTime: 5 * 60_000,
  });

export async function getProviderReviews(serviceProviderId: number, page: number, signal?: AbortSignal): Promise<ReviewsResponse> {
  const { data } = await apiRequest<ReviewsResponse>('GET', '/service/service-provider/reviews/get', {
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
export async function recordProviderVisit(serviceProviderId: number): Promise<z.infer<typeof visitResponseSchema>> {
  const { data } = await apiRequest<z.infer<typeof visitResponseSchema>>('POST', '/customer/visit-count-and-last-visit', {
    body: { serviceProviderId, visitTo: 'SP' },
  });
  return data;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { termsResponseSchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

type StaticPage = z.infer<typeof termsResponseSchema>;
export type StaticPageKind = 'terms' | 'privacy';

/** GET /user/terms-and-privacy/get with the public static token (spec §6, §7.1); value is HTML. */
export async function getStaticPage(kind: StaticPageKind, signal?: AbortSignal): Promise<StaticPage> {
  const { data } = await apiRequest<StaticPage>('GET', '/user/terms-and-privacy/get', {
    query: { isTermsAndCondition: kind === 'terms' },
    auth: 'static',
    signal,
  });
  return data;
}

export const staticPageQuery = (kind: StaticPageKind) =>
  queryOptions({
    // The server answers in the lang header's language, so the language is part of the key.
    queryKey: ['static-page', kind, currentLang()],
    queryFn: ({ signal }) => getStaticPage(kind, signal),
    staleTime: 10 * 60_000,
  });

export const useStaticPage = (kind: StaticPageKind) => useQuery(staticPageQuery(kind));

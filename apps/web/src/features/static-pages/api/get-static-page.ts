import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { termsResponseSchema } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';

type StaticPage = z.infer<typeof termsResponseSchema>;
export type StaticPageKind = 'terms' | 'privacy' | 'usage';

/**
 * Server HTML with the public static token (spec §6): terms and privacy through the spec's
 * /user/terms-and-privacy/get, the usage policies through /user/static-page/get.
 */
export async function getStaticPage(kind: StaticPageKind, signal?: AbortSignal): Promise<StaticPage> {
  const { data } =
    kind === 'usage'
      ? await apiRequest<StaticPage>('GET', '/user/static-page/get', { query: { key: 'usage' }, auth: 'static', signal })
      : await apiRequest<StaticPage>('GET', '/user/terms-and-privacy/get', {
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
    staleTime: 60_000,
  });

export const useStaticPage = (kind: StaticPageKind) => useQuery(staticPageQuery(kind));

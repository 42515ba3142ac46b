import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaticPageKey } from '@portal/contract/catalogue';
import type { Lang } from '@portal/contract/lang';
import type { operatorStaticPageSchema } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

export type StaticPage = z.infer<typeof operatorStaticPageSchema>;
const key = (page: StaticPageKey, lang: Lang) => ['ops', 'static-page', page, lang];

export const useStaticPage = (page: StaticPageKey, lang: Lang) =>
  useQuery({
    queryKey: key(page, lang),
    queryFn: async ({ signal }) => (await apiRequest<StaticPage>('GET', `/operator/static-pages/${page}/${lang}`, { signal })).data,
    // A page missing in a language is empty here, not an error: the editor writes it.
    retry: false,
  });

export function useSaveStaticPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ page, lang, html }: { page: StaticPageKey; lang: Lang; html: string }) =>
      apiRequest<StaticPage>('PUT', `/operator/static-pages/${page}/${lang}`, { body: { html } }),
    onSuccess: (r) => client.setQueryData(key(r.data.key, r.data.lang), r.data),
  });
}

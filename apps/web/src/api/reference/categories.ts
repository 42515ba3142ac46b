import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, SubCategory } from '@portal/contract/catalogue';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';

export type { Category, SubCategory };

/** The name in the request language; the base name when a translation is missing. */
export const categoryLabel = (c: Pick<Category | SubCategory, 'name' | 'translation'>) => c.translation?.value || c.name;

/** GET /admin/category/get: categories with their sub-categories, named in the request language. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiRequest<Category[]>('GET', '/admin/category/get', { signal });
  return data;
}

/**
 * The one cache entry of the catalogue: the pickers, the RFP profession cards and the order forms read it,
 * so arriving from a picker the order form already knows the names. Named in the language, so it is in the key.
 * Operators change the catalogue in the console (issue 17.7): a page opened a minute later reads it again.
 */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories', currentLang()], queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

export const useCategories = () => useQuery(categoriesQuery());

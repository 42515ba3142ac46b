import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

type Translation = { value: string } | null | undefined;
export type SubCategory = { id: number; icon: string | null; categoryId: number; name: string; translation?: Translation };
export type Category = { id: number; icon: string | null; name: string; translation?: Translation; subcategory: SubCategory[] };

/** The name in the request language; the base name when a translation is missing. */
export const displayName = (c: { name: string; translation?: Translation }) => c.translation?.value || c.name;

/** GET /admin/category/get: categories with their sub-categories, named in the request language. */
export async function getCategories(signal?: AbortSignal) {
  const { data } = await apiRequest<Category[]>('GET', '/admin/category/get', { signal });
  return data;
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories', currentLang()], queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

type Translation = { value: string } | null | undefined;
export type SubCategory = { id: number; name: string; translation?: Translation };
export type Category = { id: number; name: string; translation?: Translation; subcategory?: SubCategory[] };

/** The name in the request language; the base name when a translation is missing. */
export const categoryLabel = (c: { name: string; translation?: Translation }) => c.translation?.value || c.name;

/** GET /admin/category/get: the categories and sub-categories a profession card chooses from. */
export async function getCategories(signal?: AbortSignal) {
  const { data } = await apiRequest<Category[]>('GET', '/admin/category/get', { signal });
  return data;
}

/** The same key as the pickers, so the list is fetched once per language. */
export const useCategories = () =>
  useQuery(
    queryOptions({ queryKey: ['categories', currentLang()], queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 }),
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

type Translation = { value: string } | null | undefined;
type Named = { id: number; name: string; icon: string | null; translation?: Translation };
type Category = Named & { subcategory?: Named[] };

export type ServiceNames = { category: Named & { label: string }; subCategory: Named & { label: string } } | null;

const label = (c: Named) => c.translation?.value || c.name;

/** GET /admin/category/get: categories with their sub-categories, named in the request language. */
export async function getCategories(signal?: AbortSignal) {
  const { data } = await apiRequest<Category[]>('GET', '/admin/category/get', { signal });
  return data;
}

/** The same key as the pickers use, so arriving from a picker the names are already known. */
const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories', currentLang()], queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });

/** The category and sub-category of the order by id; null when the pair does not exist. */
export function findService(list: Category[], categoryId: number, subCategoryId: number): ServiceNames {
  const category = list.find((c) => c.id === categoryId);
  const sub = category?.subcategory?.find((s) => s.id === subCategoryId);
  if (!category || !sub) return null;
  return { category: { ...category, label: label(category) }, subCategory: { ...sub, label: label(sub) } };
}

export const useServiceNames = (categoryId: number, subCategoryId: number) =>
  useQuery({ ...categoriesQuery(), select: (list: Category[]) => findService(list, categoryId, subCategoryId) });

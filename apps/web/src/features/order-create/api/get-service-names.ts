import { useQuery } from '@tanstack/react-query';
import { categoriesQuery, categoryLabel, type Category, type SubCategory } from '../../../api/reference/categories.ts';

export type ServiceNames = { category: Category & { label: string }; subCategory: SubCategory & { label: string } } | null;

/** The category and sub-category of the order by id; null when the pair does not exist. */
export function findService(list: Category[], categoryId: number, subCategoryId: number): ServiceNames {
  const category = list.find((c) => c.id === categoryId);
  const sub = category?.subcategory.find((s) => s.id === subCategoryId);
  if (!category || !sub) return null;
  return { category: { ...category, label: categoryLabel(category) }, subCategory: { ...sub, label: categoryLabel(sub) } };
}

/** Read from the catalogue's one cache entry, so arriving from a picker the names are already known. */
export const useServiceNames = (categoryId: number, subCategoryId: number) =>
  useQuery({ ...categoriesQuery(), select: (list: Category[]) => findService(list, categoryId, subCategoryId) });

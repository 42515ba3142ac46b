import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCreate, CategoryUpdate, OperatorCategory } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

export type { OperatorCategory };
export type OperatorSubCategory = OperatorCategory['subCategories'][number];

/** The same key as the provider forms' picker: a change here is seen there too. */
const key = ['ops', 'categories'];

export const useOperatorCategories = () =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest<OperatorCategory[]>('GET', '/operator/categories', { signal })).data,
  });

function useCatalogueChange<V, R>(call: (v: V) => Promise<{ data: R; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useAddCategory = () =>
  useCatalogueChange((body: CategoryCreate) => apiRequest<OperatorCategory>('POST', '/operator/categories', { body }));
export const useUpdateCategory = () =>
  useCatalogueChange(({ id, change }: { id: number; change: CategoryUpdate }) =>
    apiRequest('PATCH', `/operator/categories/${id}`, { body: change }),
  );
export const useDeleteCategory = () => useCatalogueChange((id: number) => apiRequest<null>('DELETE', `/operator/categories/${id}`));
export const useOrderCategories = () =>
  useCatalogueChange((ids: number[]) => apiRequest<OperatorCategory[]>('PUT', '/operator/categories/order', { body: { ids } }));

export const useAddSubCategory = () =>
  useCatalogueChange(({ categoryId, body }: { categoryId: number; body: CategoryCreate }) =>
    apiRequest<OperatorSubCategory>('POST', `/operator/categories/${categoryId}/sub-categories`, { body }),
  );
export const useUpdateSubCategory = () =>
  useCatalogueChange(({ id, change }: { id: number; change: CategoryUpdate }) =>
    apiRequest('PATCH', `/operator/sub-categories/${id}`, { body: change }),
  );
export const useDeleteSubCategory = () => useCatalogueChange((id: number) => apiRequest<null>('DELETE', `/operator/sub-categories/${id}`));
export const useOrderSubCategories = () =>
  useCatalogueChange(({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
    apiRequest<OperatorCategory[]>('PUT', `/operator/categories/${categoryId}/sub-categories/order`, { body: { ids } }),
  );

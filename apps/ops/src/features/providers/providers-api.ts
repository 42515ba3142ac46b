import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { operatorProvidersResponseSchema, providerPatchSchema } from '@portal/contract/operator';
import type { OperatorProviderDetail, ProviderAccountResult, providerCreateSchema } from '@portal/contract/operator-people';
import { apiRequest } from '@portal/web-kit/api-client';

type ProviderList = z.infer<typeof operatorProvidersResponseSchema>;
export type NewProvider = z.input<typeof providerCreateSchema>;

const LIST = ['ops', 'providers'] as const;
const ONE = (id: number) => ['ops', 'provider', id] as const;

/** GET /operator/providers: by name or e-mail and status, page by page. */
export function useProviders(q: string, status: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: '20', ...(q ? { q } : {}), ...(status ? { status } : {}) });
  return useQuery({
    queryKey: [...LIST, q, status, page],
    queryFn: async ({ signal }) => (await apiRequest<ProviderList>('GET', `/operator/providers?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useProvider(id: number) {
  return useQuery({ queryKey: ONE(id), queryFn: async ({ signal }) => (await apiRequest<OperatorProviderDetail>('GET', `/operator/providers/${id}`, { signal })).data });
}

/** Every change answers with a message to show; the provider and the list are read again. */
function useChange<V>(id: number, call: (v: V) => Promise<{ message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ONE(id) }), qc.invalidateQueries({ queryKey: LIST })]),
  });
}

export const useAccountAction = (id: number) =>
  useChange(id, ({ action, reason }: { action: 'suspend' | 'reactivate' | 'terminate'; reason: string }) =>
    apiRequest<ProviderAccountResult>('POST', `/operator/providers/${id}/${action}`, { body: { reason } }),
  );
export const useFlags = (id: number) => useChange(id, (patch: z.input<typeof providerPatchSchema>) => apiRequest('PATCH', `/operator/providers/${id}`, { body: patch }));
export const useReinvite = (id: number) => useChange(id, () => apiRequest('POST', `/operator/providers/${id}/invitation`));

export function useCreateProvider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProvider) => apiRequest<{ id: number }>('POST', '/operator/providers', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: LIST }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { operatorProvidersResponseSchema, providerPatchSchema } from '@portal/contract/operator';
import type {
  OperatorProviderDetail,
  ProviderAccountResult,
  providerCreateSchema,
  ProviderDocument,
  ProviderDocumentKind,
  ProviderProfileInput,
  serviceAreaSchema,
} from '@portal/contract/operator-people';
import { API_BASE, apiRequest } from '@portal/web-kit/api-client';

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

export type ServiceArea = z.infer<typeof serviceAreaSchema>;
type Trilingual = { en: string; ar: string; fr: string };

// Issue 17, point 4: an existing provider's profile, trades, areas, albums and papers (admins).
export const useSaveProfile = (id: number) =>
  useChange(id, (body: ProviderProfileInput) => apiRequest<OperatorProviderDetail>('PUT', `/operator/providers/${id}/profile`, { body }));
export const useSaveSubCategories = (id: number) =>
  useChange(id, (subCategoryIds: number[]) => apiRequest<OperatorProviderDetail>('PUT', `/operator/providers/${id}/sub-categories`, { body: { subCategoryIds } }));
export const useSaveAreas = (id: number) =>
  useChange(id, (areas: ServiceArea[]) => apiRequest<OperatorProviderDetail>('PUT', `/operator/providers/${id}/areas`, { body: { areas } }));
export const useAddAlbum = (id: number) =>
  useChange(id, (name: Trilingual) => apiRequest<{ id: number }>('POST', `/operator/providers/${id}/albums`, { body: { name, images: [] } }));
export const useUpdateAlbum = (id: number) =>
  useChange(id, ({ albumId, change }: { albumId: number; change: { name?: Trilingual; images?: string[] } }) =>
    apiRequest<OperatorProviderDetail>('PATCH', `/operator/providers/${id}/albums/${albumId}`, { body: change }),
  );
export const useRemoveAlbum = (id: number) => useChange(id, (albumId: number) => apiRequest<null>('DELETE', `/operator/providers/${id}/albums/${albumId}`));
export const useAddDocument = (id: number) =>
  useChange(id, ({ file, kind, name }: { file: File; kind: ProviderDocumentKind; name: string }) => {
    const form = new FormData();
    form.append('kind', kind);
    if (name.trim()) form.append('name', name.trim());
    form.append('document', file, file.name);
    return apiRequest<ProviderDocument>('POST', `/operator/providers/${id}/documents`, { form });
  });
export const useRemoveDocument = (id: number) => useChange(id, (documentId: number) => apiRequest<null>('DELETE', `/operator/providers/${id}/documents/${documentId}`));
/** Where an operator opens a paper (the console's cookie goes with it; the answer is never cached). */
export const documentUrl = (providerId: number, documentId: number) => `${API_BASE}/operator/providers/${providerId}/documents/${documentId}`;

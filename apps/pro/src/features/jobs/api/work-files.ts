import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FALLBACK_ORDER_LIMITS, orderLimitsFrom } from '@portal/contract/order-limits';
import type { ProviderOrder } from '@portal/contract/provider';
import type { ValidationDataItem } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';
import { orderPath, PROVIDER_KEY } from '../../../api/provider/provider-api.ts';

/**
 * The operators' file limits (GET /customer/validation-data/get, public): the app checks a pick against them before
 * a long upload on a phone network; the server checks again, by the files' bytes, and has the last word.
 */
export function useOrderLimits() {
  const q = useQuery({
    queryKey: ['validation-data'],
    queryFn: async ({ signal }) => (await apiRequest<ValidationDataItem[]>('GET', '/customer/validation-data/get', { signal })).data,
    select: orderLimitsFrom,
    staleTime: 5 * 60_000,
  });
  return q.data ?? FALLBACK_ORDER_LIMITS;
}

/** POST /provider/orders/{type}/{id}/attachments: the work's photos and videos, in one request with its progress. */
export function useUploadWorkFiles(order: Pick<ProviderOrder, 'type' | 'id'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      for (const f of files) form.append('attachments', f, f.name);
      return apiRequest<ProviderOrder>('POST', `${orderPath(order)}/attachments`, { form, onProgress });
    },
    onSettled: () => client.invalidateQueries({ queryKey: PROVIDER_KEY }),
  });
}

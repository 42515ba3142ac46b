import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ValidationDataKey } from '@portal/contract/limits';
import type { ValidationDataItem } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

const key = ['ops', 'limits'];

export const useLimits = () =>
  useQuery({ queryKey: key, queryFn: async () => (await apiRequest<ValidationDataItem[]>('GET', '/operator/validation-data')).data });

export function useSaveLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: ValidationDataKey; value: number }) =>
      apiRequest<ValidationDataItem>('PUT', '/operator/validation-data', { body: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerTypeSchema, industrySchema } from '@portal/contract/reference';
import type { OperatorMessageInput, operatorMessagesResponseSchema } from '@portal/contract/operator-people';
import { apiRequest } from '@portal/web-kit/api-client';

const LIST = ['ops', 'messages'] as const;

export const useMessages = () =>
  useQuery({
    queryKey: LIST,
    queryFn: async ({ signal }) => (await apiRequest<z.infer<typeof operatorMessagesResponseSchema>>('GET', '/operator/messages', { signal })).data,
    // A message to thousands is written by a job: its count grows while the screen is open.
    refetchInterval: 5000,
  });

export const useCustomerTypes = () =>
  useQuery({ queryKey: ['ops', 'customer-types'], queryFn: async ({ signal }) => (await apiRequest<Array<z.infer<typeof customerTypeSchema>>>('GET', '/admin/customer-type/get', { signal, auth: 'none' })).data, staleTime: Infinity });

export const useIndustries = (customerType: number | null) =>
  useQuery({
    queryKey: ['ops', 'industries', customerType],
    enabled: customerType !== null,
    queryFn: async ({ signal }) => (await apiRequest<Array<z.infer<typeof industrySchema>>>('GET', `/admin/industry/get?customerType=${customerType}`, { signal, auth: 'none' })).data,
    staleTime: Infinity,
  });

/** How many customers the message would reach, asked right before the confirmation. */
export async function audienceSize(input: Pick<OperatorMessageInput, 'audience' | 'marketing'>): Promise<number> {
  const params = new URLSearchParams({ marketing: String(input.marketing) });
  for (const [k, v] of Object.entries(input.audience)) if (v !== undefined) params.set(k, String(v));
  return (await apiRequest<{ recipients: number }>('GET', `/operator/messages/audience?${params}`)).data.recipients;
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorMessageInput) => apiRequest<{ id: number }>('POST', '/operator/messages', { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: LIST }),
  });
}

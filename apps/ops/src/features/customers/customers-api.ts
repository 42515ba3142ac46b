import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OperatorCustomerDetail, operatorCustomersResponseSchema } from '@portal/contract/operator-people';
import { apiRequest } from '@portal/web-kit/api-client';

type CustomerList = z.infer<typeof operatorCustomersResponseSchema>;
const LIST = ['ops', 'customers'] as const;
const ONE = (id: number) => ['ops', 'customer', id] as const;

/** GET /operator/customers: by name, company, e-mail or phone. */
export function useCustomers(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: '20', ...(q ? { q } : {}) });
  return useQuery({
    queryKey: [...LIST, q, page],
    queryFn: async ({ signal }) => (await apiRequest<CustomerList>('GET', `/operator/customers?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export const useCustomer = (id: number) =>
  useQuery({ queryKey: ONE(id), queryFn: async ({ signal }) => (await apiRequest<OperatorCustomerDetail>('GET', `/operator/customers/${id}`, { signal })).data });

/** Suspend, reactivate or delete (the operator API of docs/design.md), with the reason. */
export function useCustomerAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'suspend' | 'reactivate' | 'delete'; reason: string }) =>
      apiRequest('POST', `/operator/customers/${id}/${action}`, { body: { reason } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ONE(id) }), qc.invalidateQueries({ queryKey: LIST })]),
  });
}

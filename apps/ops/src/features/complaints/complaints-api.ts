import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ComplaintStatus } from '@portal/contract/complaints';
import type { operatorComplaintsResponseSchema } from '@portal/contract/operator';
import type { OperatorComplaintDetail, operatorListSchema } from '@portal/contract/operator-people';
import { apiRequest } from '@portal/web-kit/api-client';

type ComplaintList = z.infer<typeof operatorComplaintsResponseSchema>;
const LIST = ['ops', 'complaints'] as const;
const ONE = (id: number) => ['ops', 'complaint', id] as const;

/** GET /operator/complaints: the queue, newest first, by status. */
export function useComplaints(status: string, page: number) {
  const params = new URLSearchParams({ page: String(page), limit: '20', ...(status ? { status } : {}) });
  return useQuery({
    queryKey: [...LIST, status, page],
    queryFn: async ({ signal }) => (await apiRequest<ComplaintList>('GET', `/operator/complaints?${params}`, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

export const useComplaint = (id: number) =>
  useQuery({ queryKey: ONE(id), queryFn: async ({ signal }) => (await apiRequest<OperatorComplaintDetail>('GET', `/operator/complaints/${id}`, { signal })).data });

export const useOperators = () =>
  useQuery({ queryKey: ['ops', 'operators'], queryFn: async ({ signal }) => (await apiRequest<z.infer<typeof operatorListSchema>>('GET', '/operator/operators', { signal })).data, staleTime: 300_000 });

function useChange<V>(id: number, call: (v: V) => Promise<{ message: string; data: OperatorComplaintDetail }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ data }) => {
      qc.setQueryData(ONE(id), data);
      return qc.invalidateQueries({ queryKey: LIST });
    },
  });
}

export const useAssign = (id: number) =>
  useChange(id, (operatorId: number | null) => apiRequest<OperatorComplaintDetail>('POST', `/operator/complaints/${id}/assign`, { body: { operatorId } }));
export const useSetStatus = (id: number) =>
  useChange(id, (status: ComplaintStatus) => apiRequest<OperatorComplaintDetail>('POST', `/operator/complaints/${id}/status`, { body: { status } }));
export const useReply = (id: number) =>
  useChange(id, (body: { body: string; close: boolean }) => apiRequest<OperatorComplaintDetail>('POST', `/operator/complaints/${id}/replies`, { body }));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Complaint, NewComplaint } from './complaint-types.ts';

/** POST /customer/complaint/add: stored for the operators and acknowledged by e-mail. */
export async function addComplaint(body: NewComplaint) {
  return apiRequest<Pick<Complaint, 'id' | 'reference'>>('POST', '/customer/complaint/add', { body });
}

export function useAddComplaint() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addComplaint, onSuccess: () => qc.invalidateQueries({ queryKey: ['complaints'] }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';
import { COMPLAINTS_KEY } from './get-complaints.ts';
import type { ComplaintAdded, NewComplaint } from './complaint-types.ts';

/** POST /customer/complaint/add: stored for the operators and acknowledged by e-mail. */
export async function addComplaint(body: NewComplaint) {
  return apiRequest<ComplaintAdded>('POST', '/customer/complaint/add', { body });
}

/** The answer is only the new id and reference, not the listed complaint: the list is asked again. */
export function useAddComplaint() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addComplaint, onSuccess: () => qc.invalidateQueries({ queryKey: COMPLAINTS_KEY }) });
}

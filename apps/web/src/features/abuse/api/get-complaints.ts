import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Complaint } from './complaint-types.ts';

/** GET /customer/complaint/get: my earlier reports, newest first. */
export async function getComplaints(signal?: AbortSignal): Promise<Complaint[]> {
  const { data } = await apiRequest<Complaint[] | { list: Complaint[] }>('GET', '/customer/complaint/get', { signal });
  return Array.isArray(data) ? data : (data?.list ?? []);
}

export const complaintsQuery = () => queryOptions({ queryKey: ['complaints'], queryFn: ({ signal }) => getComplaints(signal) });

export const useComplaints = () => useQuery(complaintsQuery());

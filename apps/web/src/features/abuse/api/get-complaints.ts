import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';
import type { Complaint } from './complaint-types.ts';

export const COMPLAINTS_KEY = ['complaints'] as const;

/** GET /customer/complaint/get: my earlier reports, newest first. */
export async function getComplaints(signal?: AbortSignal): Promise<Complaint[]> {
  const { data } = await apiRequest<Complaint[]>('GET', '/customer/complaint/get', { signal });
  return data;
}

export const complaintsQuery = () => queryOptions({ queryKey: COMPLAINTS_KEY, queryFn: ({ signal }) => getComplaints(signal) });

export const useComplaints = () => useQuery(complaintsQuery());

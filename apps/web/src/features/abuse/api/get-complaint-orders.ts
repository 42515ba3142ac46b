import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplaintOrder } from '@portal/contract/complaints';
import { apiRequest } from '@portal/web-kit/api-client';

export type { ComplaintOrder };

/** GET /customer/complaint/orders: my own orders (express, direct award, RFP) a report can be about, newest first. */
export async function getComplaintOrders(signal?: AbortSignal): Promise<ComplaintOrder[]> {
  const { data } = await apiRequest<ComplaintOrder[]>('GET', '/customer/complaint/orders', { signal });
  return data;
}

export const complaintOrdersQuery = () => queryOptions({ queryKey: ['complaints', 'orders'], queryFn: ({ signal }) => getComplaintOrders(signal) });

export const useComplaintOrders = (enabled = true) => useQuery({ ...complaintOrdersQuery(), enabled });

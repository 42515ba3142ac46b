import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerTypeSchema } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

export type CustomerType = z.infer<typeof customerTypeSchema>;

/** The Residential customer type: its company name mirrors the contact name (spec §2.3). */
export const RESIDENTIAL_CUSTOMER_TYPE = 2;

export async function getCustomerTypes(signal?: AbortSignal) {
  const { data } = await apiRequest<CustomerType[]>('GET', '/admin/customer-type/get', { auth: 'none', signal });
  return data;
}

export const customerTypesQuery = () =>
  queryOptions({ queryKey: ['customer-types'], queryFn: ({ signal }) => getCustomerTypes(signal), staleTime: 60 * 60_000 });

export const useCustomerTypes = (enabled = true) => useQuery({ ...customerTypesQuery(), enabled });

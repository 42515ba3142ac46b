import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportContactSchema } from '@portal/contract/reference';
import { apiRequest } from './api-client.ts';

export type SupportContact = z.infer<typeof supportContactSchema>;

/**
 * GET /master/web/support-contact/get. It lives in lib rather than in one feature because the
 * public footer, the signed-in contact modal and later the no-provider dialogs all show it.
 */
export async function getSupportContact(signal?: AbortSignal): Promise<SupportContact> {
  const { data } = await apiRequest<SupportContact>('GET', '/master/web/support-contact/get', { auth: 'none', signal });
  return data;
}

export const supportContactQuery = () =>
  queryOptions({ queryKey: ['support-contact'], queryFn: ({ signal }) => getSupportContact(signal), staleTime: 60 * 60_000 });

export const useSupportContact = () => useQuery(supportContactQuery());

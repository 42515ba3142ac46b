import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportContactSchema } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

export type SupportContact = z.infer<typeof supportContactSchema>;

/** GET /master/web/support-contact/get: a public call. */
export async function getSupportContact(signal?: AbortSignal): Promise<SupportContact> {
  const { data } = await apiRequest<SupportContact>('GET', '/master/web/support-contact/get', { auth: 'none', signal });
  return data;
}

/** One entry for the footer, the landing contact section, the contact modal and the no-provider dialogs. */
export const supportContactQuery = () =>
  queryOptions({ queryKey: ['support-contact'], queryFn: ({ signal }) => getSupportContact(signal), staleTime: 60 * 60_000 });

export const useSupportContact = () => useQuery(supportContactQuery());

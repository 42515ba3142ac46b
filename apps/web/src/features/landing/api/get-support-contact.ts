import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { supportContactSchema } from '@portal/contract/reference';
import { apiRequest } from '../../../lib/api-client.ts';

export type SupportContact = z.infer<typeof supportContactSchema>;

/** GET /master/web/support-contact/get; same query key as the frame's contact modal, so one fetch serves both. */
export async function getSupportContact(signal?: AbortSignal) {
  const { data } = await apiRequest<SupportContact>('GET', '/master/web/support-contact/get', { auth: 'none', signal });
  return data;
}

export const supportContactQuery = () =>
  queryOptions({ queryKey: ['support-contact'], queryFn: ({ signal }) => getSupportContact(signal), staleTime: 60 * 60_000 });

export const useSupportContact = () => useQuery(supportContactQuery());

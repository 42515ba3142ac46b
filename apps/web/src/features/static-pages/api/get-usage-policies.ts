import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

/** GET /user/static-page/get?key=usage with the public static token; value is HTML in the lang header's language. */
export async function getUsagePolicies(signal?: AbortSignal) {
  const { data } = await apiRequest<{ value: string }>('GET', '/user/static-page/get', { query: { key: 'usage' }, auth: 'static', signal });
  return data;
}

export const usagePoliciesQuery = () =>
  queryOptions({ queryKey: ['static-page', 'usage', currentLang()], queryFn: ({ signal }) => getUsagePolicies(signal), staleTime: 10 * 60_000 });

export const useUsagePolicies = () => useQuery(usagePoliciesQuery());

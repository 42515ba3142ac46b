import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@portal/contract/lang';
import type { ProviderEarnings } from '@portal/contract/provider-account';
import { API_BASE, apiRequest } from '@portal/web-kit/api-client';

/** GET /provider/earnings: completed jobs by month, cash, commission, fines. */
export const earningsQuery = queryOptions({
  queryKey: ['provider', 'earnings'],
  queryFn: async () => (await apiRequest<ProviderEarnings>('GET', '/provider/earnings')).data,
});

export const useEarnings = () => useQuery(earningsQuery);

/** The CSV download: a plain link (the app's cookie goes with it); the header's language by ?lang=. */
export const earningsCsvUrl = (lang: Lang) => `${API_BASE}/provider/earnings/export?lang=${lang}`;

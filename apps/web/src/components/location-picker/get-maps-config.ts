import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapsConfig } from '@portal/contract/maps-config';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /master/web/maps-config/get: Google (with the server's browser key) or Leaflet. Public: sign-up draws a map. */
export async function getMapsConfig(signal?: AbortSignal) {
  const { data } = await apiRequest<MapsConfig>('GET', '/master/web/maps-config/get', { auth: 'none', signal });
  return data;
}

// The answer only changes when the server restarts with another key: one ask per page load is enough.
export const mapsConfigQuery = () =>
  queryOptions({ queryKey: ['maps-config'], queryFn: ({ signal }) => getMapsConfig(signal), staleTime: Infinity, retry: 1 });

export const useMapsConfig = () => useQuery(mapsConfigQuery());

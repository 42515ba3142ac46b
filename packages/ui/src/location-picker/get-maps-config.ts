import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeoServices } from './geo-services.ts';

// The answer only changes when the server restarts with another key: one ask per page load is enough.
export const mapsConfigQuery = (services: GeoServices) =>
  queryOptions({ queryKey: ['maps-config'], queryFn: ({ signal }) => services.mapsConfig(signal), staleTime: Infinity, retry: 1 });

/** Google (with the server's browser key) or Leaflet, as the server says. */
export const useMapsConfig = (services: GeoServices) => useQuery(mapsConfigQuery(services));

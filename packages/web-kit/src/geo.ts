import type { ResolvedAddress, ReverseAddress } from '@portal/contract/geo';
import type { MapsConfig } from '@portal/contract/maps-config';
import { apiRequest } from './api-client.ts';

/** GET /geo/search?q=: address autocomplete through our API (docs/design.md, Maps). */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<ResolvedAddress[]> {
  const { data } = await apiRequest<ResolvedAddress[]>('GET', '/geo/search', { query: { q }, signal });
  return data;
}

/** GET /geo/reverse?lat=&lng=: the address of a point on the map. */
export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<ReverseAddress> {
  const { data } = await apiRequest<ReverseAddress>('GET', '/geo/reverse', { query: { lat, lng }, signal });
  return data;
}

/** GET /master/web/maps-config/get: Google (with the server's browser key) or Leaflet. Public: sign-up draws a map. */
export async function getMapsConfig(signal?: AbortSignal): Promise<MapsConfig> {
  const { data } = await apiRequest<MapsConfig>('GET', '/master/web/maps-config/get', { auth: 'none', signal });
  return data;
}

/**
 * The API's map services, as the shared location picker (@portal/ui/location-picker) asks for them: each app hands
 * these to it (packages/ui cannot call the API itself).
 */
export const geoServices = { search: searchPlaces, reverse: reverseGeocode, mapsConfig: getMapsConfig };

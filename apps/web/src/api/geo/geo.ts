import type { ResolvedAddress, ReverseAddress } from '@portal/contract/geo';
import { apiRequest } from '@portal/web-kit/api-client';

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

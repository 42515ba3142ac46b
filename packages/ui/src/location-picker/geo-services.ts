import type { ResolvedAddress, ReverseAddress } from '@portal/contract/geo';
import type { MapsConfig } from '@portal/contract/maps-config';

/**
 * What the location picker asks of the API: address search, the names of a point, and which map to draw. The apps
 * hand in @portal/web-kit/geo's `geoServices` (this package does not call the API itself: docs/design.md layers).
 */
export type GeoServices = {
  search(q: string, signal?: AbortSignal): Promise<ResolvedAddress[]>;
  reverse(lat: number, lng: number, signal?: AbortSignal): Promise<ReverseAddress>;
  mapsConfig(signal?: AbortSignal): Promise<MapsConfig>;
};

import type { MapsConfig } from '@portal/contract/maps-config';
import type { GoogleMapsApi } from './google-maps-api.ts';
import type { GoogleMapsState } from './load-google-maps.ts';

export type MapProvider = { kind: 'pending' } | { kind: 'leaflet'; tileUrl: string | undefined } | { kind: 'google'; api: GoogleMapsApi };

/**
 * Which map the picker draws: Google only when the server configured it and the script is ready; while
 * either is still on its way, nothing yet; Leaflet otherwise, including when the config call or Google fails.
 */
export function chooseMapProvider(config: MapsConfig | undefined, configFailed: boolean, google: GoogleMapsState): MapProvider {
  if (!config) return configFailed ? { kind: 'leaflet', tileUrl: undefined } : { kind: 'pending' };
  if (config.provider !== 'google' || !config.googleMapsApiKey || !config.googleMapsScriptUrl)
    return { kind: 'leaflet', tileUrl: config.tileUrl };
  if (google.status === 'ready') return { kind: 'google', api: google.api };
  if (google.status === 'failed') return { kind: 'leaflet', tileUrl: config.tileUrl };
  return { kind: 'pending' };
}

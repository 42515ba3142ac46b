import type { MapsConfig } from '@portal/contract/maps-config';
import type { Config } from '../../config.ts';
import { jordanGazetteer } from './gazetteer.ts';
import { gazetteerGeocoder } from './gazetteer-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { googleGeocoder, withFallback } from './google-geocoder.ts';

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Map settings read from the environment (GOOGLE_MAPS_API_BASE lets tests stand in for maps.googleapis.com). */
export type MapsEnv = { GOOGLE_MAPS_API_BASE?: string; MAP_TILE_URL?: string };

/**
 * The geocoder this process uses: with GOOGLE_MAPS_API_KEY, Google's Geocoding API with the shipped gazetteer
 * behind it when Google fails; otherwise the gazetteer alone, so search and reverse never depend on a third party.
 */
export function chooseGeocoder(
  config: Pick<Config, 'googleMapsApiKey'>,
  log?: { info: (msg: string) => void; warn: (obj: object, msg: string) => void },
  env: MapsEnv = process.env,
): Geocoder {
  const gazetteer = gazetteerGeocoder(jordanGazetteer());
  if (!config.googleMapsApiKey) return gazetteer;
  log?.info('GOOGLE_MAPS_API_KEY is set: geocoding with Google, the Jordan gazetteer as fallback');
  return withFallback(googleGeocoder({ apiKey: config.googleMapsApiKey, baseUrl: env.GOOGLE_MAPS_API_BASE }), gazetteer, log);
}

export function mapsConfig(config: Pick<Config, 'googleMapsApiKey' | 'googleMapsScriptUrl'>, env: MapsEnv = process.env): MapsConfig {
  const tileUrl = env.MAP_TILE_URL || DEFAULT_TILE_URL;
  // Leaflet's tiles stay in the answer: the web falls back to them whenever Google fails in the browser.
  return config.googleMapsApiKey
    ? { provider: 'google', googleMapsApiKey: config.googleMapsApiKey, googleMapsScriptUrl: config.googleMapsScriptUrl, tileUrl }
    : { provider: 'leaflet', tileUrl };
}

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

/**
 * What the browser gets: only GOOGLE_MAPS_BROWSER_KEY, never the server's GOOGLE_MAPS_API_KEY. A browser key
 * is public by nature and must be restricted by referrer in Google's console, a restriction that breaks the
 * server's calls (no Referer); the geocoding key stays unrestricted by referrer, so it must stay secret.
 */
export function mapsConfig(config: Pick<Config, 'googleMapsBrowserKey' | 'googleMapsScriptUrl'>, env: MapsEnv = process.env): MapsConfig {
  const tileUrl = env.MAP_TILE_URL || DEFAULT_TILE_URL;
  // Leaflet's tiles stay in the answer: the web falls back to them whenever Google fails in the browser.
  return config.googleMapsBrowserKey
    ? { provider: 'google', googleMapsApiKey: config.googleMapsBrowserKey, googleMapsScriptUrl: config.googleMapsScriptUrl, tileUrl }
    : { provider: 'leaflet', tileUrl };
}

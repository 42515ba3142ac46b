import type { Config } from '../../config.ts';
import { jordanGazetteer } from './gazetteer.ts';
import { gazetteerGeocoder } from './gazetteer-geocoder.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * The geocoder this process uses. With GOOGLE_MAPS_API_KEY set the design calls for Google's Geocoding API;
 * until that provider exists (it makes network calls, which are not built yet) the gazetteer answers,
 * so search and reverse never depend on a third party being reachable.
 */
export function chooseGeocoder(config: Pick<Config, 'googleMapsApiKey'>, log?: { info: (msg: string) => void }): Geocoder {
  if (config.googleMapsApiKey) log?.info('GOOGLE_MAPS_API_KEY is set, but geocoding uses the shipped Jordan gazetteer (Google geocoder not built yet)');
  return gazetteerGeocoder(jordanGazetteer());
}

import type { Lang } from '@portal/contract/lang';
import type { Geocoder } from './geocoder.ts';

/** Address search and reverse geocoding for the map and the address forms (docs/design.md, Maps). */
export function geoService(geocoder: Geocoder) {
  return {
    search: (q: string, limit: number, lang: Lang) => geocoder.search(q, { lang, limit }),
    reverse: (lat: number, lng: number, lang: Lang) => geocoder.reverse({ lat, lng }, { lang }),
  };
}

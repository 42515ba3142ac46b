import type { ResolvedAddress, ReverseAddress } from '@portal/contract/geo';
import type { Lang } from '@portal/contract/lang';

/**
 * Address search and reverse geocoding behind one interface, so the provider can be swapped: the shipped
 * gazetteer by default; Google's Geocoding API (GOOGLE_MAPS_API_KEY) or Nominatim can implement it later.
 * Every answer is in the caller's language.
 */
export interface Geocoder {
  readonly provider: 'gazetteer' | 'google' | 'nominatim';
  search(query: string, opts: { lang: Lang; limit: number }): Promise<ResolvedAddress[]>;
  reverse(point: { lat: number; lng: number }, opts: { lang: Lang }): Promise<ReverseAddress>;
}

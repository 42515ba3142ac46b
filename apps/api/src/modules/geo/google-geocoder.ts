import type { ResolvedAddress, ReverseAddress, PlaceKind } from '@portal/contract/geo';
import type { Lang } from '@portal/contract/lang';
import { LIMITS } from '@portal/contract/limits';
import type { Geocoder } from './geocoder.ts';
import { haversineKm } from '../../lib/haversine.ts';

type Component = { long_name: string; short_name: string; types: string[] };
type GoogleResult = {
  formatted_address: string;
  place_id: string;
  types: string[];
  geometry: { location: { lat: number; lng: number } };
  address_components: Component[];
};
type GoogleAnswer = { status: string; results?: GoogleResult[]; error_message?: string };

export type GoogleGeocoderOptions = {
  apiKey: string;
  /** https://maps.googleapis.com unless a test points it at a local stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const DISTRICT_TYPES = ['sublocality', 'sublocality_level_1', 'neighborhood'];
const CITY_TYPES = ['locality', 'postal_town', 'administrative_area_level_2'];

const component = (r: GoogleResult, types: string[]) => {
  for (const t of types) {
    const c = r.address_components.find((x) => x.types.includes(t));
    if (c) return c;
  }
  return undefined;
};

function kindOf(r: GoogleResult): PlaceKind {
  if (r.types.some((t) => DISTRICT_TYPES.includes(t)) || component(r, DISTRICT_TYPES)) return 'district';
  if (r.types.includes('administrative_area_level_1')) return 'governorate';
  return 'city';
}

/** Maps one Google result onto the resolved address of spec §3, in the language Google answered in. */
export function fromGoogle(r: GoogleResult): ResolvedAddress {
  const district = component(r, DISTRICT_TYPES)?.long_name ?? '';
  const state = component(r, ['administrative_area_level_1'])?.long_name ?? '';
  const city = component(r, CITY_TYPES)?.long_name ?? state;
  const country = component(r, ['country'])?.long_name ?? '';
  const [line1 = '', ...rest] = r.formatted_address.split(/[,،]\s*/);
  return {
    lat: r.geometry.location.lat,
    long: r.geometry.location.lng,
    address: r.formatted_address,
    // The forms' area field holds at most 20 characters.
    area: (district || city).slice(0, 20),
    city,
    state,
    country,
    postalCode: component(r, ['postal_code'])?.long_name ?? '',
    placeName: r.address_components[0]?.long_name ?? line1,
    line1,
    line2: rest.join(', '),
    placeId: r.place_id,
    kind: kindOf(r),
  };
}

/** Google Geocoding API behind the Geocoder interface (docs/design.md, Maps). Any failure throws: see withFallback. */
export function googleGeocoder(opts: GoogleGeocoderOptions): Geocoder {
  const base = (opts.baseUrl || 'https://maps.googleapis.com').replace(/\/$/, '');
  const doFetch = opts.fetch ?? fetch;

  async function call(params: Record<string, string>, lang: Lang): Promise<GoogleResult[]> {
    const url = new URL(`${base}/maps/api/geocode/json`);
    for (const [k, v] of Object.entries({ ...params, language: lang, region: 'jo', key: opts.apiKey })) url.searchParams.set(k, v);
    const res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
    if (!res.ok) throw new Error(`Google geocoding HTTP ${res.status}`);
    const body = (await res.json()) as GoogleAnswer;
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK' || !Array.isArray(body.results)) throw new Error(`Google geocoding ${body.status}`);
    return body.results;
  }

  return {
    provider: 'google',
    async search(query, { lang, limit }) {
      return (await call({ address: query, components: 'country:JO' }, lang)).slice(0, limit).map(fromGoogle);
    },
    async reverse(point, { lang }) {
      const [first] = await call({ latlng: `${point.lat},${point.lng}` }, lang);
      if (!first) throw new Error('Google geocoding: no result for the point');
      const country = first.address_components.find((c) => c.types.includes('country'));
      const out: ReverseAddress = {
        ...fromGoogle(first),
        // The point the user chose, not the centre of the place it was named after.
        lat: point.lat,
        long: point.lng,
        outsideJordan: country?.short_name !== LIMITS.defaultPhoneCountry,
        distanceKm: Math.round(haversineKm(point, first.geometry.location) * 100) / 100,
      };
      return out;
    },
  };
}

/** Google first; when it fails (network, quota, bad key) the shipped gazetteer answers, so the map keeps working. */
export function withFallback(primary: Geocoder, fallback: Geocoder, log?: { warn: (obj: object, msg: string) => void }): Geocoder {
  return {
    provider: primary.provider,
    async search(query, opts) {
      try {
        return await primary.search(query, opts);
      } catch (err) {
        log?.warn({ err }, 'geocoder search failed; answering from the gazetteer');
        return fallback.search(query, opts);
      }
    },
    async reverse(point, opts) {
      try {
        return await primary.reverse(point, opts);
      } catch (err) {
        log?.warn({ err }, 'geocoder reverse failed; answering from the gazetteer');
        return fallback.reverse(point, opts);
      }
    },
  };
}

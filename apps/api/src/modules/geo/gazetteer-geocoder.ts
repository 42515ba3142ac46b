import type { ResolvedAddress, ReverseAddress } from '@portal/contract/geo';
import type { Lang } from '@portal/contract/lang';
import { COUNTRY, type Gazetteer, type Place, type Spelling } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';
import { haversineKm } from '../../lib/haversine.ts';
import { allowedTypos, editDistance, nameTokens, normaliseText } from './place-name-text.ts';

/** A point this close to a district is in it; farther, it is named after its city. */
export const DISTRICT_RADIUS_KM = 3;
/** Farther than this from every known place, a point is taken to be outside Jordan. */
export const OUTSIDE_JORDAN_KM = 60;

// Match quality, best first. A name that equals or starts with the query outranks a word inside it.
const EXACT = 100;
const NAME_PREFIX = 90;
const WORD_PREFIX = 70;
const TYPO = 50;
const INSIDE = 40;
/** Words of the query that name the city or governorate rather than the place cost a little. */
const CONTEXT_PENALTY = 5;
const KIND_ORDER = { city: 0, district: 1, governorate: 2 } as const;

type Query = Spelling;

/** How a query word meets a name's words: 2 starts one, 1 is one with a typo, 0 misses. */
function wordMatch(q: string, tokens: string[]): 0 | 1 | 2 {
  if (tokens.some((t) => t.startsWith(q))) return 2;
  const typos = allowedTypos(q);
  if (typos && tokens.some((t) => editDistance(q, t, typos) <= typos || (t.length > q.length && editDistance(q, t.slice(0, q.length), typos) <= typos)))
    return 1;
  return 0;
}

function spellingScore(q: Query, s: Spelling): number {
  if (q.key === s.key || q.compact === s.compact) return EXACT;
  if (s.key.startsWith(q.key) || s.compact.startsWith(q.compact)) return NAME_PREFIX;
  const words = q.tokens.map((t) => wordMatch(t, s.tokens));
  if (words.every((w) => w === 2)) return WORD_PREFIX;
  if (words.every((w) => w > 0)) return TYPO;
  if (q.compact.length >= 3 && s.compact.includes(q.compact)) return INSIDE;
  return 0;
}

/** Best score of a place for a query, letting query words that name its city or governorate pass. */
function placeScore(q: Query, place: Place): number {
  let best = Math.max(0, ...place.spellings.map((s) => spellingScore(q, s)));
  if (best === EXACT || q.tokens.length < 2) return best;
  const nameWords = place.spellings.flatMap((s) => s.tokens);
  const own = q.tokens.filter((t) => wordMatch(t, nameWords) > 0);
  const rest = q.tokens.filter((t) => !own.includes(t));
  if (own.length && rest.length && rest.every((t) => place.contextTokens.some((c) => c.startsWith(t)))) {
    const sub = spelling(own);
    best = Math.max(best, Math.max(0, ...place.spellings.map((s) => spellingScore(sub, s))) - CONTEXT_PENALTY);
  }
  return best;
}

function spelling(tokens: string[]): Query {
  return { key: tokens.join(' '), tokens, compact: tokens.join('') };
}

function joinUnique(parts: string[], lang: Lang): string {
  const seen = new Set<string>();
  const out = parts.filter((p) => p && !seen.has(normaliseText(p)) && seen.add(normaliseText(p)));
  return out.join(lang === 'ar' ? '، ' : ', ');
}

function resolved(place: Place, lang: Lang, point?: { lat: number; lng: number }): ResolvedAddress {
  const placeName = place.names[lang];
  const city = place.cityNames[lang];
  const state = place.stateNames[lang];
  const country = COUNTRY[lang];
  return {
    lat: point?.lat ?? place.lat,
    long: point?.lng ?? place.lng,
    address: joinUnique([placeName, city, state, country], lang),
    area: place.areaNames[lang],
    city,
    state,
    country,
    postalCode: '',
    placeName,
    line1: placeName,
    line2: joinUnique([city, state, country].filter((p) => normaliseText(p) !== normaliseText(placeName)), lang),
    placeId: place.id,
    kind: place.kind,
  };
}

export function gazetteerGeocoder(gazetteer: Gazetteer): Geocoder {
  const districts = gazetteer.places.filter((p) => p.kind === 'district');
  const cities = gazetteer.places.filter((p) => p.kind === 'city');

  function nearest(list: Place[], point: { lat: number; lng: number }) {
    let best: { place: Place; km: number } | null = null;
    for (const place of list) {
      const km = haversineKm(point, place);
      if (!best || km < best.km) best = { place, km };
    }
    return best;
  }

  return {
    provider: 'gazetteer',

    async search(query, { lang, limit }) {
      const tokens = nameTokens(query);
      if (!tokens.length) return [];
      const q = { ...spelling(tokens), compact: normaliseText(query).replace(/ /g, '') };
      const scored = gazetteer.places
        .map((place) => ({ place, score: placeScore(q, place) }))
        .filter((r) => r.score > 0)
        .sort(
          (a, b) =>
            b.score - a.score ||
            KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
            a.place.names.en.length - b.place.names.en.length ||
            a.place.id.localeCompare(b.place.id),
        );
      // A governorate and its capital share a point and usually a name: show that spot once.
      const spots = new Set<string>();
      const out: ResolvedAddress[] = [];
      for (const { place } of scored) {
        const spot = `${place.lat},${place.lng}`;
        if (spots.has(spot)) continue;
        spots.add(spot);
        out.push(resolved(place, lang));
        if (out.length >= limit) break;
      }
      return out;
    },

    async reverse(point, { lang }) {
      const any = nearest(gazetteer.places, point)!;
      const district = nearest(districts, point);
      let named: { place: Place; km: number };
      if (district && district.km <= DISTRICT_RADIUS_KM) named = district;
      else if (any.place.kind === 'district') {
        // Beyond every district's radius but still closest to one: the point is in that district's city.
        const city = gazetteer.byId.get(any.place.cityId)!;
        named = { place: city, km: haversineKm(point, city) };
      } else named = nearest(cities, point)!;
      const out: ReverseAddress = {
        ...resolved(named.place, lang, point),
        outsideJordan: any.km > OUTSIDE_JORDAN_KM,
        distanceKm: Math.round(named.km * 100) / 100,
      };
      return out;
    },
  };
}

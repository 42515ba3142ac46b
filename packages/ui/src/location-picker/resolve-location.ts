import type { ResolvedAddress } from '@portal/contract/geo';
import { LIMITS } from '@portal/contract/limits';

/** What a form keeps of a chosen place (sign-up, profile, branches, orders): spec §2.3 and §3. */
export type PickedLocation = {
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  area: string;
  /** The governorate (state) when the lookup named one (a provider's service area keeps it). */
  state?: string;
  /** Full text for display; forms that send an address cut it to their own limit. */
  address: string;
};

/** Cuts to a limit at a word boundary when there is one, so a long district name stays readable. */
export function clip(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space >= Math.floor(max / 2) ? cut.slice(0, space) : cut).trim();
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A resolved address; the API may also name the area its forms should use. */
/** A resolved address; the gazetteer adds area, placeId and kind, other geocoders may not. */
export type AddressLike = Omit<ResolvedAddress, 'area' | 'placeId' | 'kind'> & Partial<Pick<ResolvedAddress, 'area' | 'placeId' | 'kind'>>;

/**
 * Maps a resolved address to country, city and area. The city falls back to the state (a governorate).
 * The area is the one the API chose when it gives one; otherwise the most local name that is not the
 * city itself: the place name (an Amman district), then the first address line, then the state.
 */
export function locationFromAddress(a: AddressLike): PickedLocation {
  const city = a.city.trim() || a.state.trim();
  const areaCandidates = [a.placeName, a.line1, a.state, a.city].map((s) => s.trim()).filter(Boolean);
  const area = a.area?.trim() || (areaCandidates.find((c) => !same(c, city)) ?? areaCandidates[0] ?? '');
  return {
    latitude: a.lat,
    longitude: a.long,
    country: clip(a.country, LIMITS.nameMax),
    city: clip(city, LIMITS.nameMax),
    area: clip(area, LIMITS.areaMax),
    state: clip(a.state.trim() || city, LIMITS.nameMax),
    address: a.address.trim() || [area, city, a.country].filter(Boolean).join(', '),
  };
}

/** A point with no address found (the reverse lookup failed): the user still has the coordinates. */
export function locationFromPoint(latitude: number, longitude: number): PickedLocation {
  return { latitude, longitude, country: '', city: '', area: '', address: '' };
}

import { latitudeRule, longitudeRule } from './rules.ts';
import { z } from 'zod';

/** Names a place can be: the gazetteer's levels (a Google or Nominatim result maps onto them). */
export const PLACE_KINDS = ['governorate', 'city', 'district'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * Resolved address of spec §3 (lat, long, address, city, state, country, postalCode, placeName, line1, line2),
 * in the caller's language. `area` is what the sign-up and address forms put in their area field (at most 20
 * characters): the district, or the city when the point is in no known district.
 */
export const resolvedAddressSchema = z.object({
  lat: z.number(),
  long: z.number(),
  address: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  placeName: z.string(),
  line1: z.string(),
  line2: z.string(),
  /** The provider's id of the place (gazetteer id, or a Google place id later). */
  placeId: z.string(),
  kind: z.enum(PLACE_KINDS),
});
export type ResolvedAddress = z.infer<typeof resolvedAddressSchema>;

/** Reverse geocoding: the names of a point. `outsideJordan` is set when no known place is near it. */
export const reverseAddressSchema = resolvedAddressSchema.extend({
  outsideJordan: z.boolean(),
  /** Distance in km from the point to the place it was named after. */
  distanceKm: z.number(),
});
export type ReverseAddress = z.infer<typeof reverseAddressSchema>;

export const GEO_SEARCH_DEFAULT_LIMIT = 8;
export const GEO_SEARCH_MAX_LIMIT = 20;

export const geoSearchQuerySchema = z.object({
  q: z.string({ error: 'searchRequired' }).trim().min(1, { error: 'searchRequired' }).max(100, { error: 'searchRequired' }),
  limit: z.coerce.number().int().min(1).max(GEO_SEARCH_MAX_LIMIT).default(GEO_SEARCH_DEFAULT_LIMIT),
});

export const geoReverseQuerySchema = z.object({ lat: latitudeRule, lng: longitudeRule });

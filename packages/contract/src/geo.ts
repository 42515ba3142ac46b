import { z } from 'zod';

/** Resolved address of spec §3. */
export const resolvedAddressSchema = z.object({
  lat: z.number(),
  long: z.number(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  placeName: z.string(),
  line1: z.string(),
  line2: z.string(),
});
export type ResolvedAddress = z.infer<typeof resolvedAddressSchema>;

export const geoSearchQuerySchema = z.object({ q: z.string().trim().min(1, { error: 'searchRequired' }).max(100), limit: z.coerce.number().int().min(1).max(20).default(8) });
export const geoReverseQuerySchema = z.object({
  lat: z.coerce.number({ error: 'locationRequired' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'locationRequired' }).min(-180).max(180),
});

import { z } from 'zod';

/** GET /master/web/maps-config/get: which map the web draws. Google only when GOOGLE_MAPS_BROWSER_KEY is set. */
export const mapsConfigSchema = z.object({
  provider: z.enum(['leaflet', 'google']),
  /** GOOGLE_MAPS_BROWSER_KEY, the key for the Maps JavaScript API (restricted by referrer in Google's console); never the server's geocoding key. */
  googleMapsApiKey: z.string().optional(),
  /** Where the Maps JavaScript API is loaded from (GOOGLE_MAPS_SCRIPT_URL; Google's own unless a test stands in). */
  googleMapsScriptUrl: z.string().optional(),
  /** Raster tiles for Leaflet ({s}, {z}, {x}, {y} placeholders). */
  tileUrl: z.string(),
});
export type MapsConfig = z.infer<typeof mapsConfigSchema>;

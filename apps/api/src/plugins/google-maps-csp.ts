/**
 * What the page CSP must add for the Maps JavaScript API, following Google's allowlist guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy). Only asked for when
 * GOOGLE_MAPS_API_KEY is set: without a key the page never loads a Google script, so nothing is opened.
 * 'unsafe-eval' of that guide is left out: the raster map, markers and Places suggestions we use run without it.
 */
/** Fonts (fonts.gstatic.com) are already allowed by helmet's default font-src 'self' https: data:. */
export type CspAdditions = { script: string[]; img: string[]; connect: string[]; style: string[] };

export function googleMapsCsp(scriptUrl: string | undefined): CspAdditions {
  if (!scriptUrl) return { script: [], img: [], connect: [], style: [] };
  // GOOGLE_MAPS_SCRIPT_URL may point elsewhere (a test's stand-in): its origin must be allowed too.
  const scriptOrigin = new URL(scriptUrl).origin;
  const google = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
  return {
    script: [...new Set([scriptOrigin, ...google, 'https://*.ggpht.com', 'https://*.googleusercontent.com'])],
    img: [...google, 'https://*.googleusercontent.com'],
    connect: [...new Set([scriptOrigin, ...google])],
    style: ['https://fonts.googleapis.com'],
  };
}

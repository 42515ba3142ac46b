import type { CspSources } from './security-headers.ts';

/**
 * What the page CSP must add for the Maps JavaScript API, following Google's allowlist guide
 * (developers.google.com/maps/documentation/javascript/content-security-policy). Only asked for when
 * GOOGLE_MAPS_BROWSER_KEY is set: without a key the page never loads a Google script, so nothing is opened.
 * 'unsafe-eval' of that guide is left out (and refused by the CSP builder): the raster map, markers and
 * Places suggestions we use run without it.
 */
export function googleMapsCsp(scriptUrl: string | undefined): CspSources {
  if (!scriptUrl) return {};
  // GOOGLE_MAPS_SCRIPT_URL may point elsewhere (a test's stand-in): its origin must be allowed too.
  const scriptOrigin = new URL(scriptUrl).origin;
  const google = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
  return {
    scriptSrc: [...new Set([scriptOrigin, ...google, 'https://*.ggpht.com', 'https://*.googleusercontent.com'])],
    imgSrc: [...google, 'https://*.googleusercontent.com'],
    connectSrc: [...new Set([scriptOrigin, ...google])],
    styleSrc: ['https://fonts.googleapis.com'],
    fontSrc: ['https://fonts.gstatic.com'],
  };
}

import type { GoogleMapsApi } from './google-maps-api.ts';

/** How long the script may take before the picker gives up and draws Leaflet. */
export const GOOGLE_MAPS_TIMEOUT_MS = 12_000;
const CALLBACK = '__khidmatGoogleMapsReady';

export type GoogleMapsState =
  { status: 'idle' | 'loading' } | { status: 'ready'; api: GoogleMapsApi } | { status: 'failed'; reason: string };

let state: GoogleMapsState = { status: 'idle' };
const listeners = new Set<() => void>();
let loading: Promise<GoogleMapsApi> | null = null;

function set(next: GoogleMapsState) {
  state = next;
  for (const l of listeners) l();
}

export const googleMapsState = () => state;
export function subscribeGoogleMaps(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

type MapsWindow = Window & { google?: { maps?: GoogleMapsApi }; gm_authFailure?: () => void } & Record<string, unknown>;

/** The script address: the page language for labels and suggestions, Jordan as the region (spec: Jordan marketplace). */
export function googleMapsScriptSrc(scriptUrl: string, key: string, lang: string) {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('key', key);
  url.searchParams.set('language', lang);
  url.searchParams.set('region', 'JO');
  url.searchParams.set('libraries', 'places,marker');
  url.searchParams.set('loading', 'async');
  url.searchParams.set('callback', CALLBACK);
  return url.toString();
}

/**
 * Loads the Maps JavaScript API once per page (a language change reloads the page). Fails on a script
 * error, after GOOGLE_MAPS_TIMEOUT_MS, or when Google refuses the key (it calls window.gm_authFailure,
 * possibly after the map is drawn): the state then says failed, and the picker falls back to Leaflet.
 */
export function loadGoogleMaps(opts: { scriptUrl: string; key: string; lang: string; timeoutMs?: number }): Promise<GoogleMapsApi> {
  if (loading) return loading;
  const w = window as unknown as MapsWindow;
  set({ status: 'loading' });
  loading = new Promise<GoogleMapsApi>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      set({ status: 'failed', reason });
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('timeout'), opts.timeoutMs ?? GOOGLE_MAPS_TIMEOUT_MS);
    w.gm_authFailure = () => fail('auth');
    w[CALLBACK] = async () => {
      const api = w.google?.maps;
      try {
        if (!api) throw new Error('google.maps missing');
        if (api.importLibrary) await Promise.all(['maps', 'places', 'marker'].map((lib) => api.importLibrary!(lib)));
      } catch (err) {
        return fail(`init: ${(err as Error).message}`);
      }
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      set({ status: 'ready', api });
      resolve(api);
    };
    const script = document.createElement('script');
    script.src = googleMapsScriptSrc(opts.scriptUrl, opts.key, opts.lang);
    script.async = true;
    script.onerror = () => fail('script');
    document.head.appendChild(script);
  });
  // Callers read the state; an unobserved rejection must not surface as an unhandled error.
  loading.catch(() => {});
  return loading;
}

/** Tests only: forget the loaded script so the next test starts from nothing. */
export function resetGoogleMapsForTests() {
  loading = null;
  state = { status: 'idle' };
  listeners.clear();
}

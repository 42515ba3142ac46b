import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapsConfig } from '@portal/contract/maps-config';
import { chooseMapProvider } from './choose-map-provider.ts';
import { googleMapsState, loadGoogleMaps, resetGoogleMapsForTests, subscribeGoogleMaps } from './load-google-maps.ts';
import { fakeGoogleMaps } from './testing/fake-google-maps.ts';

type W = Window & Record<string, unknown> & { google?: unknown; gm_authFailure?: () => void };
const w = window as unknown as W;
const SCRIPT_URL = 'http://maps.test/maps/api/js';
const script = () => document.head.querySelector<HTMLScriptElement>('script[src^="http://maps.test"]');
/** What Google's script does once it has run: defines google.maps and calls the callback named in its URL. */
async function googleScriptRuns(api = fakeGoogleMaps().api) {
  w.google = { maps: api };
  const callback = new URL(script()!.src).searchParams.get('callback')!;
  await (w[callback] as () => Promise<void>)();
  return api;
}

const googleConfig: MapsConfig = {
  provider: 'google',
  googleMapsApiKey: 'k-123',
  googleMapsScriptUrl: SCRIPT_URL,
  tileUrl: 'https://tiles/{z}/{x}/{y}.png',
};

beforeEach(() => resetGoogleMapsForTests());
afterEach(() => {
  vi.useRealTimers();
  script()?.remove();
  delete w.google;
});

describe('loadGoogleMaps', () => {
  it('loads the script once, with the key, the page language, region Jordan and Places', async () => {
    const loading = loadGoogleMaps({ scriptUrl: SCRIPT_URL, key: 'k-123', lang: 'ar' });
    expect(loadGoogleMaps({ scriptUrl: SCRIPT_URL, key: 'k-123', lang: 'ar' })).toBe(loading);
    expect(document.head.querySelectorAll('script[src^="http://maps.test"]')).toHaveLength(1);
    const params = new URL(script()!.src).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ key: 'k-123', language: 'ar', region: 'JO', loading: 'async' });
    expect(params.get('libraries')).toContain('places');
    expect(googleMapsState().status).toBe('loading');
    const api = await googleScriptRuns();
    await expect(loading).resolves.toBe(api);
    expect(googleMapsState()).toEqual({ status: 'ready', api });
  });

  it('a script that fails to load means failed', async () => {
    const loading = loadGoogleMaps({ scriptUrl: SCRIPT_URL, key: 'k', lang: 'en' });
    script()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('script');
    expect(googleMapsState()).toEqual({ status: 'failed', reason: 'script' });
  });

  it('a script that never answers fails after the timeout', async () => {
    vi.useFakeTimers();
    const loading = loadGoogleMaps({ scriptUrl: SCRIPT_URL, key: 'k', lang: 'en' });
    vi.advanceTimersByTime(11_999);
    expect(googleMapsState().status).toBe('loading');
    vi.advanceTimersByTime(1);
    await expect(loading).rejects.toThrow('timeout');
    expect(googleMapsState().status).toBe('failed');
  });

  it('a refused key (gm_authFailure), even after the map is ready, tells the subscribers it failed', async () => {
    const seen: string[] = [];
    subscribeGoogleMaps(() => seen.push(googleMapsState().status));
    const loading = loadGoogleMaps({ scriptUrl: SCRIPT_URL, key: 'bad', lang: 'fr' });
    await googleScriptRuns();
    await loading;
    w.gm_authFailure!();
    expect(googleMapsState()).toEqual({ status: 'failed', reason: 'auth' });
    expect(seen).toEqual(['loading', 'ready', 'failed']);
  });
});

describe('chooseMapProvider', () => {
  const leafletConfig: MapsConfig = { provider: 'leaflet', tileUrl: 'https://tiles/{z}/{x}/{y}.png' };
  const api = fakeGoogleMaps().api;

  it('Leaflet when the server has no key, or when asking the server failed', () => {
    expect(chooseMapProvider(leafletConfig, false, { status: 'idle' })).toEqual({ kind: 'leaflet', tileUrl: leafletConfig.tileUrl });
    expect(chooseMapProvider(undefined, true, { status: 'idle' })).toEqual({ kind: 'leaflet', tileUrl: undefined });
  });

  it('nothing yet while the config or the Google script is on its way', () => {
    expect(chooseMapProvider(undefined, false, { status: 'idle' }).kind).toBe('pending');
    expect(chooseMapProvider(googleConfig, false, { status: 'loading' }).kind).toBe('pending');
  });

  it('Google once its script is ready, Leaflet when it failed', () => {
    expect(chooseMapProvider(googleConfig, false, { status: 'ready', api })).toEqual({ kind: 'google', api });
    expect(chooseMapProvider(googleConfig, false, { status: 'failed', reason: 'auth' })).toEqual({
      kind: 'leaflet',
      tileUrl: googleConfig.tileUrl,
    });
  });
});

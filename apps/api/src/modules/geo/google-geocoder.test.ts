import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseGeocoder } from './choose-geocoder.ts';
import { googleGeocoder } from './google-geocoder.ts';

/** A local stand-in for maps.googleapis.com: answers from `reply`, records every request. */
const requests: URL[] = [];
let reply: (url: URL) => { status: number; body: unknown } = () => ({ status: 200, body: { status: 'ZERO_RESULTS', results: [] } });
let server: Server;
let base = '';

const KHALDA = {
  formatted_address: 'Khalda, Amman, Jordan',
  place_id: 'ChIJkhalda',
  types: ['political', 'sublocality', 'sublocality_level_1'],
  geometry: { location: { lat: 31.996, lng: 35.842 } },
  address_components: [
    { long_name: 'Khalda', short_name: 'Khalda', types: ['political', 'sublocality', 'sublocality_level_1'] },
    { long_name: 'Amman', short_name: 'Amman', types: ['locality', 'political'] },
    { long_name: 'Amman Governorate', short_name: 'Amman Governorate', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Jordan', short_name: 'JO', types: ['country', 'political'] },
    { long_name: '11953', short_name: '11953', types: ['postal_code'] },
  ],
};
const IRBID_AR = {
  formatted_address: 'إربد، الأردن',
  place_id: 'ChIJirbid',
  types: ['locality', 'political'],
  geometry: { location: { lat: 32.5556, lng: 35.85 } },
  address_components: [
    { long_name: 'إربد', short_name: 'إربد', types: ['locality', 'political'] },
    { long_name: 'محافظة إربد', short_name: 'محافظة إربد', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'الأردن', short_name: 'JO', types: ['country', 'political'] },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    requests.push(url);
    const { status, body } = reply(url);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Google geocoder (against a local stand-in for maps.googleapis.com)', () => {
  const geocoder = () => googleGeocoder({ apiKey: 'test-key', baseUrl: base });

  it('searches Jordan in the caller language and maps the answer onto resolved addresses', async () => {
    reply = () => ({ status: 200, body: { status: 'OK', results: [KHALDA, IRBID_AR] } });
    requests.length = 0;
    const found = await geocoder().search('khalda', { lang: 'ar', limit: 8 });
    const sent = requests[0]!;
    expect(sent.pathname).toBe('/maps/api/geocode/json');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ address: 'khalda', components: 'country:JO', language: 'ar', region: 'jo', key: 'test-key' });
    expect(found[0]).toEqual({
      lat: 31.996, long: 35.842, address: 'Khalda, Amman, Jordan', area: 'Khalda', city: 'Amman', state: 'Amman Governorate',
      country: 'Jordan', postalCode: '11953', placeName: 'Khalda', line1: 'Khalda', line2: 'Amman, Jordan', placeId: 'ChIJkhalda', kind: 'district',
    });
    expect(found[1]).toMatchObject({ area: 'إربد', city: 'إربد', country: 'الأردن', line1: 'إربد', line2: 'الأردن', kind: 'city' });
    expect(await geocoder().search('khalda', { lang: 'en', limit: 1 })).toHaveLength(1);
  });

  it('reverse keeps the chosen point, measures the distance and tells when it is outside Jordan', async () => {
    reply = () => ({ status: 200, body: { status: 'OK', results: [KHALDA] } });
    const r = await geocoder().reverse({ lat: 31.99, lng: 35.84 }, { lang: 'en' });
    expect(requests.at(-1)!.searchParams.get('latlng')).toBe('31.99,35.84');
    expect(r).toMatchObject({ lat: 31.99, long: 35.84, area: 'Khalda', outsideJordan: false });
    expect(r.distanceKm).toBeGreaterThan(0.5);
    expect(r.distanceKm).toBeLessThan(1);
    const paris = { ...KHALDA, address_components: [{ long_name: 'France', short_name: 'FR', types: ['country'] }] };
    reply = () => ({ status: 200, body: { status: 'OK', results: [paris] } });
    expect((await geocoder().reverse({ lat: 48.85, lng: 2.35 }, { lang: 'en' })).outsideJordan).toBe(true);
  });

  it('no result is an empty list; a refusal or an HTTP error throws', async () => {
    reply = () => ({ status: 200, body: { status: 'ZERO_RESULTS', results: [] } });
    expect(await geocoder().search('nowhere', { lang: 'en', limit: 8 })).toEqual([]);
    reply = () => ({ status: 200, body: { status: 'REQUEST_DENIED', error_message: 'bad key' } });
    await expect(geocoder().search('x', { lang: 'en', limit: 8 })).rejects.toThrow(/REQUEST_DENIED/);
    reply = () => ({ status: 500, body: {} });
    await expect(geocoder().search('x', { lang: 'en', limit: 8 })).rejects.toThrow(/HTTP 500/);
  });

  it('with a key the app geocodes with Google and falls back to the gazetteer when Google fails', async () => {
    const g = chooseGeocoder({ googleMapsApiKey: 'test-key' }, undefined, { GOOGLE_MAPS_API_BASE: base });
    expect(g.provider).toBe('google');
    reply = () => ({ status: 200, body: { status: 'OK', results: [KHALDA] } });
    expect((await g.search('khalda', { lang: 'en', limit: 8 }))[0]!.placeId).toBe('ChIJkhalda');
    reply = () => ({ status: 200, body: { status: 'OVER_QUERY_LIMIT' } });
    const fallback = await g.search('Khalda', { lang: 'en', limit: 8 });
    expect(fallback[0]).toMatchObject({ area: 'Khalda', city: 'Amman' });
    expect(fallback[0]!.placeId).not.toBe('ChIJkhalda');
    reply = () => ({ status: 503, body: {} });
    expect(await g.reverse({ lat: 31.9959, lng: 35.8412 }, { lang: 'en' })).toMatchObject({ area: 'Khalda', outsideJordan: false });
    expect(chooseGeocoder({ googleMapsApiKey: undefined }).provider).toBe('gazetteer');
  });
});

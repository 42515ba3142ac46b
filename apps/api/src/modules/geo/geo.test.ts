import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import contractFr from '@portal/contract/locales/fr.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import apiEn from '../../locales/en.json' with { type: 'json' };

describe('geo calls', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/geo/search', () => {
    it('finds a district of Amman by its Arabic name and answers in the caller language, without a session', async () => {
      const res = await get(`/api/geo/search?q=${encodeURIComponent('عبدون')}`, { lang: 'en' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ error: false, status: 200, message: 'Success' });
      expect(body.data[0]).toEqual({
        lat: 31.947,
        long: 35.883,
        address: 'Abdoun, Amman, Jordan',
        area: 'Abdoun',
        city: 'Amman',
        state: 'Amman',
        country: 'Jordan',
        postalCode: '',
        placeName: 'Abdoun',
        line1: 'Abdoun',
        line2: 'Amman, Jordan',
        placeId: 'amman-abdoun',
        kind: 'district',
      });
    });

    it('answers Arabic and French names for an English query', async () => {
      const ar = (await get('/api/geo/search?q=Abdoun', { lang: 'ar' })).json();
      expect(ar.data[0]).toMatchObject({ placeName: 'عبدون', city: 'عمّان', country: 'الأردن', address: 'عبدون، عمّان، الأردن' });
      const fr = (await get('/api/geo/search?q=sweifieh', { lang: 'fr' })).json();
      expect(fr.data[0]).toMatchObject({ placeName: 'Sweifieh', city: 'Amman', country: 'Jordanie' });
    });

    it('ranks a name that starts with the query first and keeps to the limit', async () => {
      const amman = (await get('/api/geo/search?q=amman')).json();
      expect(amman.data[0]).toMatchObject({ placeName: 'Amman', kind: 'city' });
      expect(amman.data[1]).toMatchObject({ placeName: 'Jabal Amman', kind: 'district' });
      expect((await get('/api/geo/search?q=jabal&limit=3')).json().data).toHaveLength(3);
      const defaults = (await get('/api/geo/search?q=a')).json();
      expect(defaults.data.length).toBeLessThanOrEqual(8);
    });

    it('answers an empty list when nothing matches', async () => {
      const res = await get('/api/geo/search?q=Atlantis');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    });

    it.each([
      ['en', contractEn.validation.searchRequired],
      ['ar', contractAr.validation.searchRequired],
      ['fr', contractFr.validation.searchRequired],
    ])('refuses an empty query with the translated message (%s)', async (lang, message) => {
      for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(101)}`]) {
        const res = await get(`/api/geo/search${query}`, { lang });
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ error: true, status: 400, message, data: { errors: { q: [message] } } });
      }
    });

    it.each(['0', '21', 'x'])('refuses limit=%s', async (limit) => {
      expect((await get(`/api/geo/search?q=amman&limit=${limit}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/geo/reverse', () => {
    it('names a point in Abdoun in the caller language', async () => {
      const res = await get('/api/geo/reverse?lat=31.9465&lng=35.8845', { lang: 'ar' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        lat: 31.9465,
        long: 35.8845,
        area: 'عبدون',
        placeName: 'عبدون',
        city: 'عمّان',
        state: 'عمّان',
        country: 'الأردن',
        outsideJordan: false,
      });
    });

    it('names a point away from the districts after its city', async () => {
      const data = (await get('/api/geo/reverse?lat=32.05&lng=35.73', { lang: 'fr' })).json().data;
      expect(data).toMatchObject({ area: 'Salt', city: 'Salt', state: 'Balqa', country: 'Jordanie', outsideJordan: false, kind: 'city' });
    });

    it('flags a point outside Jordan but still names the nearest place', async () => {
      const data = (await get('/api/geo/reverse?lat=30.0444&lng=31.2357')).json().data; // Cairo
      expect(data.outsideJordan).toBe(true);
      expect(data.city.length).toBeGreaterThan(0);
      expect(data.country).toBe('Jordan');
    });

    it.each([
      ['en', contractEn.validation.locationRequired],
      ['ar', contractAr.validation.locationRequired],
    ])('refuses a missing or impossible point (%s)', async (lang, message) => {
      for (const query of ['', '?lat=31.9', '?lng=35.9', '?lat=&lng=', '?lat=abc&lng=35', '?lat=91&lng=35', '?lat=31&lng=-181']) {
        const res = await get(`/api/geo/reverse${query}`, { lang });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toBe(message);
      }
    });
  });

  it('is documented under the geo tag', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/api/geo/search'].get.tags).toEqual(['geo']);
    expect(doc.paths['/api/geo/reverse'].get.tags).toEqual(['geo']);
  });
});

describe('geo rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true });
  });
  afterAll(() => t.close());

  const from = (ip: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });

  it.each(['/api/geo/search?q=abdoun', '/api/geo/reverse?lat=31.95&lng=35.9'])('%s allows 60 lookups a minute per address, then answers 429 in the envelope', async (url) => {
    for (let i = 0; i < 60; i++) expect((await from('203.0.113.7', url)).statusCode, `request ${i + 1}`).toBe(200);
    const limited = await from('203.0.113.7', url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: true, status: 429, message: apiEn.tooManyRequests });
    // Another caller is not affected.
    expect((await from('203.0.113.8', url)).statusCode).toBe(200);
  });
});

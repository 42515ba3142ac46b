import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import { DEFAULT_TILE_URL } from './choose-geocoder.ts';

const csp = (headers: Record<string, unknown>) => {
  const directives = new Map<string, string[]>();
  for (const part of String(headers['content-security-policy']).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
};

/** The pages' CSP (the API documentation is a page; the API's JSON answers carry `default-src 'none'`). */
const pageCsp = async (t: Awaited<ReturnType<typeof createTestApp>>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  return { raw: String(res.headers['content-security-policy']), directives: csp(res.headers) };
};

describe('maps config and the page CSP', () => {
  it('without GOOGLE_MAPS_BROWSER_KEY: Leaflet, no script URL, and the CSP opens no Google host', async () => {
    // The server's geocoding key alone never reaches the browser, nor turns Google's map on.
    const t = await createTestApp({ googleMapsApiKey: 'server-secret-key' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/master/web/maps-config/get' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('server-secret-key');
      expect(res.json().data).toEqual({ provider: 'leaflet', tileUrl: DEFAULT_TILE_URL });
      const page = await pageCsp(t);
      expect(page.raw).not.toMatch(/google|gstatic/);
      expect(page.directives.get('script-src')).toEqual(["'self'"]);
    } finally {
      await t.close();
    }
  });

  it('with a browser key: Google, only the browser key and the default script URL; the CSP allows Google scripts, images and calls', async () => {
    const t = await createTestApp({ googleMapsApiKey: 'server-secret-key', googleMapsBrowserKey: 'browser-key' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/master/web/maps-config/get' });
      expect(res.body).not.toContain('server-secret-key');
      expect(res.json().data).toEqual({
        provider: 'google',
        googleMapsApiKey: 'browser-key',
        googleMapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
        tileUrl: DEFAULT_TILE_URL,
      });
      const d = (await pageCsp(t)).directives;
      expect(d.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://maps.googleapis.com', 'https://*.gstatic.com']));
      expect(d.get('script-src')).not.toContain("'unsafe-inline'");
      expect(d.get('img-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
      expect(d.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com']));
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
      // The JSON answer itself may load nothing, Google or not.
      expect(csp(res.headers).get('default-src')).toEqual(["'none'"]);
    } finally {
      await t.close();
    }
  });

  it('GOOGLE_MAPS_SCRIPT_URL moves the script, and the CSP follows its origin', async () => {
    const t = await createTestApp({ googleMapsBrowserKey: 'k', googleMapsScriptUrl: 'http://127.0.0.1:4555/maps/api/js' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/master/web/maps-config/get' });
      expect(res.json().data.googleMapsScriptUrl).toBe('http://127.0.0.1:4555/maps/api/js');
      expect((await pageCsp(t)).directives.get('script-src')).toContain('http://127.0.0.1:4555');
    } finally {
      await t.close();
    }
  });
});

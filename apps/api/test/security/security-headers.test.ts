import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@portal/db/schema/accounts';
import { files } from '@portal/db/schema/files';
import { customerAt, PLACES } from '../kits/accounts-test-kit.ts';
import { cspDirectives, securityHeadersPlugin, tileOrigin } from '../../src/plugins/security-headers.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** The CSP as directive -> sources. */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

/** What every answer carries, page or API: HSTS, nosniff, a referrer policy, no framing. */
function expectTransportHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['strict-transport-security'], what).toMatch(/max-age=(\d{8,}|31536000); includeSubDomains/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-powered-by'], what).toBeUndefined();
}

/** Pages: scripts from our origin only (no inline, no eval), no plugins, no framing. */
function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = parseCsp(headers['content-security-policy'] as string);
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expectTransportHeaders(headers, what);
}

/** API JSON: nothing in it may run or load at all, and it is never framed. */
function expectApiSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = parseCsp(headers['content-security-policy'] as string);
  expect(csp, what).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expectTransportHeaders(headers, what);
}

describe('security headers', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    // A stand-in build folder: the SPA plugin serves it as it serves apps/web/dist.
    web = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(web, 'sw.js'), 'self.addEventListener("push", () => {});');
    t = await createTestApp({ webDist: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('are on API answers: success, validation error, refusal, not found, and on HEAD', async () => {
    const answers = {
      ok: await t.app.inject({ method: 'GET', url: '/api/healthz' }),
      invalid: await t.app.inject({ method: 'GET', url: '/api/geo/search?q=' }),
      refused: await t.app.inject({ method: 'GET', url: '/api/customer/profile/view' }),
      missing: await t.app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'ar' } }),
      head: await t.app.inject({ method: 'HEAD', url: '/api/healthz' }),
    };
    expect(Object.values(answers).map((r) => r.statusCode)).toEqual([200, 400, 401, 404, 200]);
    for (const [what, res] of Object.entries(answers)) expectApiSecurityHeaders(res.headers, what);
  });

  it('are on the 10 s polls answered 304, without the document-only headers', async () => {
    const me = await customerAt(t, PLACES.khalda);
    const first = await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: me.headers });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/homepage/notification/get',
      headers: { ...me.headers, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectApiSecurityHeaders(again.headers, 'poll 304');
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
      expect(again.headers[name], name).toBeUndefined();
    }
  });

  it('are on the pages, the service worker and the API documentation', async () => {
    for (const url of ['/', '/landing', '/orders/E/12', '/sw.js', '/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it('allows the configured map tiles and nothing inline or eval for scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['img-src']).toContain('https://*.tile.openstreetmap.org');
    for (const sources of Object.values(csp)) expect(sources).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  it('lets a feature widen a directive (e.g. map hosts) but never with inline script or eval', async () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://127.0.0.1:9999/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9999');
    expect(tileOrigin('not a url')).toBeNull();
    const widened = cspDirectives({ scriptSrc: ['https://maps.googleapis.com'], connectSrc: ['https://maps.googleapis.com'], frameSrc: ['https://www.google.com'] });
    expect(widened.scriptSrc).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(widened.frameSrc).toEqual(['https://www.google.com']);
    expect(() => cspDirectives({ scriptSrc: ["'unsafe-inline'"] })).toThrow(/unsafe-inline/);
    expect(() => cspDirectives({ scriptSrc: ["'unsafe-eval'"] })).toThrow(/unsafe-eval/);

    const app = Fastify();
    await app.register(securityHeadersPlugin, { cspSources: { imgSrc: ['https://maps.gstatic.com'] } });
    app.get('/', async () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(parseCsp(res.headers['content-security-policy'])['img-src']).toContain('https://maps.gstatic.com');
    expectSecurityHeaders(res.headers, 'bare app');
    await app.close();
  });

  it('answers what the router itself refuses (bad percent-encoding, an overlong parameter) in the envelope and language', async () => {
    for (const url of ['/api/files/%E0%A4%A', `/api/provider/orders/T/${'9'.repeat(200)}/accept`, `/api/operator/categories/${'7'.repeat(300)}`]) {
      const res = await t.app.inject({ method: url.includes('files') ? 'GET' : url.includes('accept') ? 'POST' : 'DELETE', url, headers: { lang: 'fr' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: true, message: 'Veuillez vérifier les champs indiqués', data: null, status: 400 });
      expectApiSecurityHeaders(res.headers, url);
    }
  });

  it('keeps the sandboxing CSP of stored files', async () => {
    const me = await customerAt(t, PLACES.khalda);
    const { key } = await t.app.ctx.storage.put(Buffer.from('%PDF-1.4\n%%EOF\n'));
    const id = crypto.randomUUID();
    await t.db.insert(files).values({ id, storageKey: key, mime: 'application/pdf', size: 14, originalName: 'a.pdf', ownerAccountId: me.id });
    await t.db.update(customers).set({ profilePhotoId: id }).where(eq(customers.accountId, me.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    const csp = parseCsp(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

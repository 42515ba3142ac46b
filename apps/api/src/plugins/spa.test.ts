import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A built web app as the Vite build leaves it: every text file with its .br and .gz copies beside it.
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const OPS_INDEX = '<!doctype html><html><head><script type="module" src="/ops/assets/ops-9f8e7d.js"></script></head><body>ops</body></html>';
const PRO_INDEX = '<!doctype html><html><body>pro</body></html>';

let web: string;
let ops: string;
let pro: string;
let t: TestApp;

function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeWithCopies(path.join(web, 'index.html'), INDEX);
  writeWithCopies(path.join(web, 'assets', 'app-1a2b3c.js'), SCRIPT);
  ops = mkdtempSync(path.join(os.tmpdir(), 'portal-ops-'));
  mkdirSync(path.join(ops, 'assets'));
  writeWithCopies(path.join(ops, 'index.html'), OPS_INDEX);
  writeWithCopies(path.join(ops, 'assets', 'ops-9f8e7d.js'), SCRIPT);
  pro = mkdtempSync(path.join(os.tmpdir(), 'portal-pro-'));
  writeWithCopies(path.join(pro, 'index.html'), PRO_INDEX);
  t = await createTestApp({ webDist: web, opsDist: ops, proDist: pro });
});
afterAll(async () => {
  await t?.close();
  for (const dir of [web, ops, pro]) rmSync(dir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client route with the compressed index.html, never cached without revalidation', async () => {
    const res = await t.app.inject({ url: '/my-orders?type=E', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('leaves unknown API paths to the API (404 in the envelope, not the web app)', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('serving the operator console and the provider app beside the portal', () => {
  it('answers /ops and its client routes with the console, and its hashed assets cached for a year', async () => {
    for (const url of ['/ops', '/ops/', '/ops/orders/12?q=x']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(OPS_INDEX);
    }
    const asset = await t.app.inject({ url: '/ops/assets/ops-9f8e7d.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /pro with the provider app, and every other path with the portal', async () => {
    expect((await t.app.inject({ url: '/pro/jobs/3', headers: { 'accept-encoding': 'identity' } })).body).toBe(PRO_INDEX);
    expect((await t.app.inject({ url: '/operators', headers: { 'accept-encoding': 'identity' } })).body).toBe(INDEX);
    expect((await t.app.inject({ url: '/my-orders', headers: { 'accept-encoding': 'identity' } })).body).toBe(INDEX);
  });
});

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Serves google-maps-stand-in.js at /maps/api/js on a port of its own (a different origin from the portal,
 * as Google's is, so the page CSP must allow it). `mode = 'fail'` answers 500 to test the fallback.
 */
export async function startGoogleMapsStandIn() {
  const body = readFileSync(path.join(import.meta.dirname, 'google-maps-stand-in.js'), 'utf8');
  const state = { mode: 'ok' as 'ok' | 'fail', requests: [] as URL[] };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push(url);
    if (url.pathname !== '/maps/api/js' || state.mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('stand-in refuses');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/maps/api/js`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The client against a tiny real HTTP server: the network layer is real, only the answers are
 * scripted (one per path), so the envelope and 401/403 handling are tested as the browser meets them.
 */
let server: Server;
let base: string;
const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
const answers: Record<string, { status: number; body: unknown }> = {
  '/api/ok': { status: 200, body: { error: false, message: 'Done', data: { n: 1 }, status: 200 } },
  '/api/gone': { status: 401, body: { error: true, message: 'Session expired', data: null, status: 401 } },
  '/api/forbidden': { status: 403, body: { error: true, message: 'Forbidden', data: null, status: 403 } },
  '/api/invalid': { status: 422, body: { error: true, message: 'Invalid', data: { errors: { email: ['Please enter email address'] } }, status: 422 } },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom's XMLHttpRequest applies CORS: the test page's origin differs from this server's.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const path = new URL(req.url!, 'http://x').pathname;
    seen.push({ path, headers: req.headers });
    req.resume();
    if (path === '/api/versioned') {
      // As the notification poll: an ETag per version, 304 to a matching If-None-Match, with no body.
      res.setHeader('access-control-expose-headers', 'etag');
      if (req.headers['if-none-match'] === '"v7"') return void res.writeHead(304, { etag: '"v7"' }).end();
      return void res
        .writeHead(200, { 'content-type': 'application/json', etag: '"v7"' })
        .end(JSON.stringify({ error: false, message: '', data: { version: 7 }, status: 200 }));
    }
    const answer = answers[path] ?? { status: 404, body: { error: true, message: 'Not found', data: null, status: 404 } };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { id: 1, email: 'a@b.jo', name: 'A', companyName: 'A', customerType: 1, isProfileCompleted: true };

async function load() {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  const client = await import('./api-client.ts');
  const { createSessionStore } = await import('./session-store.ts');
  const sessionStore = createSessionStore('customerUser', (v): v is typeof user => typeof v === 'object' && v !== null);
  client.configureApiClient({ app: 'web', isSignedIn: sessionStore.signedIn, clearSession: sessionStore.clear });
  const gone = vi.fn();
  client.setSessionGoneHandler(gone);
  return { ...client, sessionStore, gone };
}

beforeEach(() => {
  localStorage.clear();
  seen.length = 0;
});

describe('apiRequest', () => {
  it('returns data and message, sending the lang header and no token of its own (the session is the HttpOnly cookie)', async () => {
    const { apiRequest, sessionStore } = await load();
    sessionStore.set(user);
    await expect(apiRequest('GET', '/ok')).resolves.toEqual({ data: { n: 1 }, message: 'Done' });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers.lang).toBe('en');
  });

  it("names the console and the provider app in x-khidmat-app (the server reads that app's cookie), the portal not", async () => {
    const { apiRequest, configureApiClient, sessionStore } = await load();
    await apiRequest('GET', '/ok');
    expect(seen[0]!.headers['x-khidmat-app']).toBeUndefined();
    configureApiClient({ app: 'ops', isSignedIn: sessionStore.signedIn, clearSession: sessionStore.clear });
    await apiRequest('GET', '/ok');
    expect(seen[1]!.headers['x-khidmat-app']).toBe('ops');
  });

  it("names the app on a stored file's fetch too, so a provider signed in to the portal as well sees its own files", async () => {
    const { configureApiClient, sessionStore } = await load();
    const { fetchFileBlob } = await import('./file-url.ts');
    configureApiClient({ app: 'pro', isSignedIn: sessionStore.signedIn, clearSession: sessionStore.clear });
    await fetchFileBlob(`${base}/ok`);
    expect(seen[0]!.headers['x-khidmat-app']).toBe('pro');
  });

  it('asks the browser to send the cookie on same-origin calls', async () => {
    const { apiRequest } = await load();
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await apiRequest('GET', '/ok');
      expect(spy.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });
    } finally {
      spy.mockRestore();
    }
  });

  it('sends the static token for public calls that need it', async () => {
    const { apiRequest, STATIC_TOKEN } = await load();
    await apiRequest('GET', '/ok', { auth: 'static' });
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${STATIC_TOKEN}`);
  });

  it.each([['/gone', 401], ['/forbidden', 403]])('on %s (%i) clears the session and calls the handler once', async (path, status) => {
    const { apiRequest, sessionStore, gone, ApiError } = await load();
    sessionStore.set(user);
    const err = await apiRequest('GET', path).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).status).toBe(status);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone when a call without the session is refused', async () => {
    const { apiRequest, sessionStore, gone } = await load();
    sessionStore.set(user);
    await expect(apiRequest('GET', '/gone', { auth: 'static' })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toEqual({ user });
    expect(gone).not.toHaveBeenCalled();
  });

  it('does not call the handler for a 401 when nobody was signed in', async () => {
    const { apiRequest, gone } = await load();
    await expect(apiRequest('POST', '/gone', { body: { email: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(gone).not.toHaveBeenCalled();
  });

  it('carries field errors for the error catalogue (§8)', async () => {
    const { apiRequest } = await load();
    await expect(apiRequest('POST', '/invalid', { body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'Invalid',
      fieldErrors: { email: ['Please enter email address'] },
    });
  });

  it('also clears the session when an upload with progress (XHR) answers 401', async () => {
    const { apiRequest, sessionStore, gone } = await load();
    sessionStore.set(user);
    const form = new FormData();
    form.append('note', 'x');
    await expect(apiRequest('POST', '/gone', { form, onProgress: () => {} })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

describe('apiConditionalGet', () => {
  it('answers the data and its ETag, then notModified when If-None-Match matches', async () => {
    const { apiConditionalGet, sessionStore } = await load();
    sessionStore.set(user);
    await expect(apiConditionalGet('/versioned', null)).resolves.toEqual({ notModified: false, data: { version: 7 }, etag: '"v7"' });
    expect(seen[0]!.headers['if-none-match']).toBeUndefined();
    await expect(apiConditionalGet('/versioned', '"v7"')).resolves.toEqual({ notModified: true });
    expect(seen[1]!.headers['if-none-match']).toBe('"v7"');
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });

  it('answers the full data when the ETag held is stale', async () => {
    const { apiConditionalGet } = await load();
    await expect(apiConditionalGet('/versioned', '"v6"')).resolves.toMatchObject({ notModified: false, etag: '"v7"' });
  });

  it('handles a refused session as every other call does', async () => {
    const { apiConditionalGet, sessionStore, gone } = await load();
    sessionStore.set(user);
    await expect(apiConditionalGet('/gone', '"v1"')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

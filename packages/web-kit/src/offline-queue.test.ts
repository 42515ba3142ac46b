import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The offline queue against a real local HTTP server standing in for the API's idempotent writes: a key seen before
 * is answered with the first answer and not done again (the server side is apps/api's Idempotency-Key handling).
 */
const done: Array<{ path: string; key: string | undefined }> = [];
const seen: IncomingHttpHeaders[] = [];
const answers = new Map<string, string>();
let mode: 'ok' | 'drop' = 'ok';
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push(req.headers);
      const key = req.headers['idempotency-key'] as string | undefined;
      const path = new URL(req.url!, 'http://x').pathname;
      if (path.endsWith('/refuse')) return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, message: 'Already rated', data: null, status: 400 }));
      let body = key ? answers.get(key) : undefined;
      if (!body) {
        done.push({ path, key });
        body = JSON.stringify({ error: false, message: 'Saved', data: { n: done.length, raw }, status: 200 });
        if (key) answers.set(key, body);
      }
      // 'drop': the write is done but its answer never arrives (the connection dies), as on a flaky network.
      if (mode === 'drop') return void res.socket?.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  localStorage.clear();
  done.length = 0;
  seen.length = 0;
  answers.clear();
  mode = 'ok';
});

async function load(owner: { id: string | null } = { id: '7' }) {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  const { createOfflineQueue } = await import('./offline-queue.ts');
  return createOfflineQueue('testQueue', () => owner.id);
}

const rating = { method: 'POST' as const, path: '/rate', body: { serviceId: 5, rating: 4 }, label: { key: 'offlineWrite.rating', values: { id: 5 } } };

describe('the offline queue', () => {
  it('keeps writes across a reload and sends them in order, each with its own Idempotency-Key', async () => {
    let queue = await load();
    queue.enqueue(rating);
    queue.enqueue({ ...rating, path: '/pay' });
    queue = await load(); // a reload: read back from localStorage
    expect(queue.list()).toHaveLength(2);
    const outcome = await queue.flush();
    expect(outcome.sent.map((w) => w.path)).toEqual(['/rate', '/pay']);
    expect(done.map((d) => d.path)).toEqual(['/api/rate', '/api/pay']);
    expect(new Set(done.map((d) => d.key)).size).toBe(2);
    expect(queue.list()).toEqual([]);
  });

  it('sends a write whose answer was lost again with the same key, so it is done once', async () => {
    const queue = await load();
    const entry = queue.enqueue(rating);
    mode = 'drop';
    await queue.flush();
    expect(queue.list()).toHaveLength(1); // no answer: kept
    mode = 'ok';
    const outcome = await queue.flush();
    expect(outcome.sent).toHaveLength(1);
    expect(done).toHaveLength(1);
    expect(seen.map((h) => h['idempotency-key'])).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
  });

  it("queues a write whose first attempt lost its answer under that attempt's key, so the server does it once", async () => {
    const queue = await load();
    const { apiRequest } = await import('./api-client.ts');
    mode = 'drop';
    await expect(apiRequest('POST', '/status', { body: { status: 'OTW' }, idempotencyKey: 'first-try-key' })).rejects.toMatchObject({ status: 0 });
    mode = 'ok';
    const entry = queue.enqueue({ ...rating, path: '/status', idempotencyKey: 'first-try-key' });
    expect(entry.idempotencyKey).toBe('first-try-key');
    expect((await queue.flush()).sent).toHaveLength(1);
    expect(done).toHaveLength(1);
  });

  it('drops a write the server refused and reports it; keeps everything while the network is down', async () => {
    const queue = await load();
    queue.enqueue({ ...rating, path: '/refuse' });
    const outcome = await queue.flush();
    expect(outcome.refused[0]?.error.message).toBe('Already rated');
    expect(queue.list()).toEqual([]);

    vi.resetModules();
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:9/api'); // nothing listens: a network failure
    const { createOfflineQueue } = await import('./offline-queue.ts');
    const offline = createOfflineQueue('testQueue', () => '7');
    offline.enqueue(rating);
    expect((await offline.flush()).sent).toEqual([]);
    expect(offline.list()).toHaveLength(1);
  });

  it("never sends one account's write while another is signed in on the device", async () => {
    const who = { id: '7' as string | null };
    const queue = await load(who);
    queue.enqueue(rating);
    who.id = '8';
    expect(queue.list()).toEqual([]);
    await queue.flush();
    expect(done).toEqual([]);
    who.id = '7';
    expect(queue.list()).toHaveLength(1);
    expect((await queue.flush()).sent).toHaveLength(1);
  });
});

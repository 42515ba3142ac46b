import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@portal/contract/limits';
import type { NotificationList } from './notification-types.ts';

/**
 * The poll against a tiny real HTTP server that behaves as the API's: an ETag per version of the
 * user's notifications and 304 to a matching If-None-Match. The query cache is TanStack's own.
 */
let server: Server;
let base: string;
let version = 1;
let failNext = false;
const seen: IncomingHttpHeaders[] = [];

const item = (id: number, type: 'E' | 'T' | 'R' | 'SN', isRead = false) => ({
  id, notificationId: id, type, event: 'APRD', serviceId: 40 + id, payload: '{}', title: `T${id}`, body: `B${id}`,
  enBody: `B${id}`, arBody: `B${id}`, frBody: `B${id}`, isRead, createdAt: 1_700_000_000, target: null,
});

function listAt(v: number): NotificationList {
  const list = [item(1, 'E'), item(2, 'R'), ...(v > 1 ? [item(3, 'T')] : [])];
  return { list, unreadNotifications: list.length, unreadByType: { E: 1, T: v > 1 ? 1 : 0, R: 1, SN: 0 } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    if (failNext) {
      failNext = false;
      return void res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, message: 'boom', data: null, status: 500 }));
    }
    const etag = `"n-${version}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify({ error: false, message: '', data: listAt(version), status: 200 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  version = 1;
  seen.length = 0;
  localStorage.clear();
});

async function load() {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  const query = await import('./notification-feed-query.ts');
  const feed = await import('./notification-feed.ts');
  const { sessionStore } = await import('../../lib/session.ts');
  sessionStore.set({ id: 1, email: 'a@b.jo', name: 'A', companyName: '', customerType: 1, isProfileCompleted: true });
  return { ...query, ...feed, qc: new QueryClient() };
}

describe('the notification poll', () => {
  it('polls every 10 s (spec §7.3)', async () => {
    const { notificationsQuery } = await load();
    expect(notificationsQuery().refetchInterval).toBe(LIMITS.pollMs);
  });

  it('keeps the cached copy, the very same object, when the server answers 304', async () => {
    const { notificationsQuery, qc } = await load();
    const first = await qc.fetchQuery(notificationsQuery());
    expect(first.etag).toBe('"n-1"');
    expect(first.list.map((n) => n.id)).toEqual([1, 2]);
    expect(seen[0]!['if-none-match']).toBeUndefined();

    const second = await qc.fetchQuery({ ...notificationsQuery(), staleTime: 0 });
    expect(seen[1]!['if-none-match']).toBe('"n-1"');
    expect(second).toBe(first);
  });

  it('takes the new list and ETag once the version moves', async () => {
    const { notificationsQuery, qc } = await load();
    await qc.fetchQuery(notificationsQuery());
    version = 2;
    const next = await qc.fetchQuery({ ...notificationsQuery(), staleTime: 0 });
    expect(seen[1]!['if-none-match']).toBe('"n-1"');
    expect(next.etag).toBe('"n-2"');
    expect(next.list.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(next.unreadByType.T).toBe(1);
  });

  it('asks without condition after an optimistic edit, so a guess is never kept by a 304', async () => {
    const { notificationsQuery, notificationsQueryKey, markReadInFeed, qc } = await load();
    const first = await qc.fetchQuery(notificationsQuery());
    qc.setQueryData(notificationsQueryKey(), markReadInFeed(first, 1));
    // The server did not take the read (say it failed): the full answer puts the truth back.
    const next = await qc.fetchQuery({ ...notificationsQuery(), staleTime: 0 });
    expect(seen[1]!['if-none-match']).toBeUndefined();
    expect(next.list.find((n) => n.id === 1)!.isRead).toBe(false);
    expect(next.unreadNotifications).toBe(2);
  });

  it('logs a failed poll and keeps the last list', async () => {
    const { notificationsQuery, notificationsQueryKey, qc } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await qc.fetchQuery(notificationsQuery());
    failNext = true;
    await expect(qc.fetchQuery({ ...notificationsQuery(), staleTime: 0 })).rejects.toMatchObject({ status: 500 });
    expect(warn).toHaveBeenCalledWith('notification poll failed', expect.anything());
    expect(qc.getQueryData(notificationsQueryKey())).toBe(first);
    warn.mockRestore();
  });
});

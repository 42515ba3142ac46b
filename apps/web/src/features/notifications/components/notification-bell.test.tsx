import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import notifications from '../../../locales/en/notifications.json';

/**
 * The bell with the real poll, against a tiny HTTP server that keeps the list as the API does: the
 * badge counts, a click marks read on the server and goes where spec §4.3 says, DONE with a full load.
 */
vi.mock('@portal/web-kit/hard-navigate', () => ({ hardNavigate: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const now = Math.floor(Date.now() / 1000);
type Row = { id: number; type: 'E' | 'T' | 'R' | 'SN'; event: string; serviceId: number | null; isRead: boolean; body: string; target: { path: string; query: Record<string, string> } | null };
const initial: Row[] = [
  { id: 3, type: 'E', event: 'APRD', serviceId: 501, isRead: false, body: 'Express 501 approved', target: { path: '/express-reply', query: { expressId: '501' } } },
  { id: 2, type: 'T', event: 'DONE', serviceId: 305, isRead: false, body: 'Direct 305 done', target: { path: '/payment', query: { serviceId: '305', type: 'T' } } },
  { id: 1, type: 'SN', event: 'MESSAGE', serviceId: null, isRead: false, body: 'Welcome aboard', target: null },
];
let rows: Row[] = [];
const posts: Array<{ path: string; body: unknown }> = [];
let server: Server;

function listBody() {
  const unread = rows.filter((r) => !r.isRead);
  const by = { E: 0, T: 0, R: 0, SN: 0 };
  for (const r of unread) by[r.type]++;
  const list = rows.map((r) => ({ ...r, notificationId: r.id, payload: '{}', title: '', enBody: r.body, arBody: r.body, frBody: r.body, createdAt: now - 300 }));
  return { list, unreadNotifications: unread.length, unreadByType: by };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST') {
        const body = raw ? (JSON.parse(raw) as { id?: number }) : {};
        posts.push({ path, body });
        if (path.endsWith('/read')) rows = rows.map((r) => (r.id === body.id ? { ...r, isRead: true } : r));
        if (path.endsWith('/dismiss')) rows = rows.filter((r) => r.id !== body.id);
        if (path.endsWith('/read-all')) rows = rows.map((r) => ({ ...r, isRead: true }));
      }
      const data = req.method === 'GET' ? listBody() : null;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: false, message: '', data, status: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common, notifications } }, defaultNS: 'common', interpolation: { escapeValue: false }, showSupportNotice: false });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  rows = initial.map((r) => ({ ...r }));
  posts.length = 0;
});

async function mount() {
  const { sessionStore } = await import('../../../lib/session.ts');
  sessionStore.set({ id: 1, email: 'a@b.jo', name: 'A', companyName: '', customerType: 1, isProfileCompleted: true });
  const { useNotifications } = await import('../../../api/notifications/notification-feed-query.ts');
  const { NotificationBell } = await import('./notification-bell.tsx');
  function Frame() {
    const q = useNotifications();
    const location = useLocation();
    return (
      <>
        <NotificationBell feed={q.data} failed={q.isError} />
        <output data-testid="where">{location.pathname + location.search}</output>
      </>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <Frame /> }], { initialEntries: ['/home'] });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}

afterEach(() => {
  if (!root) return;
  act(() => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

const badge = () => document.querySelector('[data-testid="notification-badge"]')?.textContent ?? null;
const bell = () => document.querySelector<HTMLButtonElement>('[data-testid="notification-bell"]')!;
const rowButton = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-row-open]')].find((b) => b.textContent?.includes(text))!;
const where = () => document.querySelector('[data-testid="where"]')!.textContent;

async function openPanel() {
  await act(async () => bell().click());
  await until(() => document.querySelectorAll('[data-row-open]').length > 0, 'the list');
}

describe('the notification bell', () => {
  it('counts the unread on the badge and in its accessible name', async () => {
    await mount();
    await until(() => badge() === '3', 'the badge');
    expect(bell().getAttribute('aria-label')).toBe('Notifications (3 unread)');
  });

  it('marks a notification read and navigates by the §4.3 route, the badge following', async () => {
    await mount();
    await until(() => badge() === '3', 'the badge');
    await openPanel();
    await act(async () => rowButton('Express 501').click());
    expect(where()).toBe('/express-reply?expressId=501');
    await until(() => posts.some((p) => p.path.endsWith('/notification/read')), 'the read call');
    expect(posts[0]).toEqual({ path: '/api/homepage/notification/read', body: { id: 3 } });
    await until(() => badge() === '2', 'the badge to drop');
  });

  it('sends the read before a full load to /payment for a DONE event', async () => {
    const { hardNavigate } = await import('@portal/web-kit/hard-navigate');
    await mount();
    await until(() => badge() === '3', 'the badge');
    await openPanel();
    await act(async () => rowButton('Direct 305').click());
    await until(() => vi.mocked(hardNavigate).mock.calls.length > 0, 'the full load');
    expect(hardNavigate).toHaveBeenCalledWith('/payment?serviceId=305&type=T');
    expect(posts).toEqual([{ path: '/api/homepage/notification/read', body: { id: 2 } }]);
    expect(where()).toBe('/home');
  });

  it('opens the body of a plain message (SN) in a modal and stays on the page', async () => {
    await mount();
    await until(() => badge() === '3', 'the badge');
    await openPanel();
    await act(async () => rowButton('Welcome aboard').click());
    await until(() => Boolean(document.querySelector('[role="dialog"]')?.textContent?.includes('Welcome aboard')), 'the modal');
    expect(where()).toBe('/home');
  });

  it('dismisses one by its X and marks all read, each answered by the server', async () => {
    await mount();
    await until(() => badge() === '3', 'the badge');
    await openPanel();
    const dismiss = document.querySelector<HTMLButtonElement>('button[aria-label="Dismiss notification: Express Service"]')!;
    await act(async () => dismiss.click());
    await until(() => document.querySelectorAll('[data-row-open]').length === 2, 'the row to go');
    await until(() => badge() === '2', 'the badge to drop');
    const markAll = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Mark all as read')!;
    await act(async () => markAll.click());
    await until(() => badge() === null, 'the badge to go');
    expect(posts.map((p) => p.path)).toEqual(['/api/homepage/notification/dismiss', '/api/homepage/notification/read-all']);
  });

  it('says so when there are none', async () => {
    rows = [];
    await mount();
    await act(async () => bell().click());
    await until(() => Boolean(document.body.textContent?.includes('No notifications')), 'the empty state');
    expect(badge()).toBeNull();
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';

/**
 * Features that show the same thing read one cache entry (apps/web/src/api): against a tiny real HTTP server
 * that answers as the API does, two readers of categories, of the profile or of the notification list make
 * one request, and a mutation's answer reaches every reader without a refetch.
 */
const dom = domTestRoot({});

type Seen = { method: string; path: string; headers: IncomingHttpHeaders; at: number };
const seen: Seen[] = [];
let server: Server;
let profileCompleted = false;

const categories = [
  {
    id: 1, icon: '/api/assets/c1.svg', name: 'Plumbing', translation: { value: 'Plumbing' },
    subcategory: [{ id: 11, icon: '/api/assets/s11.svg', categoryId: 1, name: 'Leaks', translation: { value: 'Leaks' } }],
  },
];
const completion = { companyProfile: true, contactPerson: true, about: true, photo: true, mainAddress: true, branches: true, locationAccess: false };
const profile = () => ({
  id: 3, name: 'Lina Haddad', companyName: 'Haddad Trading', email: 'customer@demo.jo', phoneNo: '791234567', countryCode: '+962',
  description: 'Wholesale', latitude: 31.95, longitude: 35.91, country: 'Jordan', city: 'Amman', area: 'Shmeisani', branchName: 'Head office',
  profilePhoto: null, isProfilepicUploaded: false, customerType: { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
  industry: [2], attachments: [], isProfileCompleted: profileCompleted, contactPosition: null, about: null, allowLocationAccess: false,
  marketingOptOut: false, subBranches: [], completion: { ...completion, about: profileCompleted },
});
const notifications = {
  list: [{
    id: 9, notificationId: 9, type: 'E', event: 'APRD', serviceId: 501, payload: '{}', title: 'Express', body: 'Express 501 approved',
    enBody: 'Express 501 approved', arBody: 'x', frBody: 'x', isRead: false, createdAt: 1_700_000_000, target: { path: '/express-reply', query: { expressId: '501' } },
  }],
  unreadNotifications: 1,
  unreadByType: { E: 1, T: 0, R: 0, SN: 0 },
};

function answer(method: string, path: string): unknown {
  if (path.endsWith('/admin/category/get')) return categories;
  if (path.endsWith('/customer/profile/view')) return profile();
  if (path.endsWith('/customer/profile/edit') && method === 'POST') {
    profileCompleted = true;
    return profile();
  }
  if (path.endsWith('/homepage/notification/get')) return notifications;
  return null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    seen.push({ method: req.method!, path, headers: req.headers, at: Date.now() });
    req.resume();
    req.on('end', () => {
      const etag = path.endsWith('/homepage/notification/get') ? '"n-1"' : undefined;
      if (etag && req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
      res
        .writeHead(200, { 'content-type': 'application/json', ...(etag ? { etag } : {}) })
        .end(JSON.stringify({ error: false, message: 'Saved', data: answer(req.method!, path), status: 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_BASE', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  profileCompleted = false;
});

const calls = (suffix: string, method = 'GET') => seen.filter((s) => s.method === method && s.path.endsWith(suffix));

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

async function render(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => dom.root.render(<QueryClientProvider client={client}>{children}</QueryClientProvider>));
  return client;
}

const text = (id: string) => dom.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';

describe('one cache entry per endpoint', () => {
  it('the catalogue picker and the order form read the categories with one request', async () => {
    const { useCategories, categoryLabel } = await import('../api/reference/categories.ts');
    const { useServiceNames } = await import('../features/order-create/api/get-service-names.ts');
    function Picker() {
      const { data } = useCategories();
      return <output data-testid="picker">{data?.map(categoryLabel).join(',')}</output>;
    }
    function OrderForm() {
      const { data } = useServiceNames(1, 11);
      return <output data-testid="form">{data?.subCategory.label}</output>;
    }
    await render(
      <>
        <Picker />
        <OrderForm />
      </>,
    );
    await until(() => text('picker') === 'Plumbing' && text('form') === 'Leaks', 'both readers');
    expect(calls('/admin/category/get')).toHaveLength(1);
  });

  it('the frame, home and the profile page read the profile with one request, and a save reaches them all without a refetch', async () => {
    const { useProfile, useProfileCompleted } = await import('../api/profile/profile.ts');
    const { useEditProfile } = await import('../features/profile/api/edit-profile.ts');
    const { buildEditPayload, formValuesFromProfile } = await import('../features/profile/profile-form.ts');
    let save: (() => void) | undefined;
    function ProfilePage() {
      const { data } = useProfile();
      const edit = useEditProfile();
      save = data ? () => edit.mutate(buildEditPayload(formValuesFromProfile(data), data)) : undefined;
      return <output data-testid="page">{data ? String(data.completion.about) : ''}</output>;
    }
    function HomeAlert() {
      const { data } = useProfileCompleted();
      return <output data-testid="home">{data === undefined ? '' : String(data)}</output>;
    }
    await render(
      <>
        <ProfilePage />
        <HomeAlert />
      </>,
    );
    await until(() => text('home') === 'false' && text('page') === 'false', 'both readers');
    expect(calls('/customer/profile/view')).toHaveLength(1);

    await act(async () => save!());
    await until(() => text('home') === 'true' && text('page') === 'true', 'the saved profile in both readers');
    expect(calls('/customer/profile/edit', 'POST')).toHaveLength(1);
    // The answer of the save is the profile: nobody asks for it again.
    expect(calls('/customer/profile/view')).toHaveLength(1);
  });

  it("home's notification alert rides on the frame's ETag poll: one request on arrival, none from home alone", async () => {
    const { useNotifications, useLatestUnread } = await import('../api/notifications/notification-feed-query.ts');
    function Frame({ polling }: { polling: boolean }) {
      const { data } = useNotifications(polling);
      return <output data-testid="bell">{data?.unreadNotifications ?? ''}</output>;
    }
    function HomeAlert() {
      const { data } = useLatestUnread();
      return <output data-testid="alert">{data?.latest?.body ?? ''}</output>;
    }
    await render(
      <>
        <Frame polling />
        <HomeAlert />
      </>,
    );
    await until(() => text('bell') === '1' && text('alert') === 'Express 501 approved', 'the bell and the alert');
    expect(calls('/homepage/notification/get')).toHaveLength(1);

    // A tab the tab guard displaced stops the frame's poll; home then asks nothing on its own.
    seen.length = 0;
    await render(
      <>
        <Frame polling={false} />
        <HomeAlert />
      </>,
    );
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls('/homepage/notification/get')).toHaveLength(0);
  });

  it('each poll of the list is one conditional request, however many read it', async () => {
    const { QueryObserver } = await import('@tanstack/react-query');
    const { notificationsQuery, latestUnreadQuery } = await import('../api/notifications/notification-feed-query.ts');
    const client = new QueryClient();
    // The frame's poll, sped up from 10 s to 100 ms; the home alert's reader beside it.
    const frame = new QueryObserver(client, { ...notificationsQuery(), refetchInterval: 100 });
    const home = new QueryObserver(client, latestUnreadQuery());
    const stop = [frame.subscribe(() => {}), home.subscribe(() => {})];
    await until(() => calls('/homepage/notification/get').length >= 4, 'four polls');
    stop.forEach((f) => f());
    const polls = calls('/homepage/notification/get');
    // The first asks without condition, every later one with the ETag (answered 304), and they are spaced by
    // the frame's interval: a second poller would put two requests in one interval.
    expect(polls[0]!.headers['if-none-match']).toBeUndefined();
    expect(polls.slice(1).every((p) => p.headers['if-none-match'] === '"n-1"')).toBe(true);
    const gaps = polls.slice(1).map((p, i) => p.at - polls[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(80);
    expect(home.getCurrentResult().data?.latest?.id).toBe(9);
  });
});

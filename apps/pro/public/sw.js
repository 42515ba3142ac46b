/*
 * The provider app's service worker (scope /pro/, issue 18 point 7, docs/decisions/0020).
 * - The app shell (index.html and its hashed assets) is kept, so /pro opens without a network.
 * - The provider's lists (GET /api/provider/requests, /api/provider/me) are fetched from the network first and
 *   kept; without a network the last copy answers, so the job list and an open job stay readable.
 * - Writes are never touched here: the app queues them itself and sends each once (Idempotency-Key).
 * - Web Push: a new express offer shows a notification that opens the app.
 */
const SHELL = 'pro-shell-v1';
const DATA = 'pro-data-v1';
const INDEX = '/pro/';
const READS = [/^\/api\/provider\/requests$/, /^\/api\/provider\/me$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll([INDEX, '/pro/manifest.webmanifest']))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL && k !== DATA).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackKey ?? request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(fallbackKey ?? request);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/pro')) {
    event.respondWith(networkFirst(request, SHELL, INDEX));
  } else if (url.pathname.startsWith('/pro/assets/') || url.pathname.startsWith('/pro/icons/')) {
    event.respondWith(cacheFirst(request));
  } else if (READS.some((r) => r.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA));
  }
});

self.addEventListener('message', (event) => {
  // Signed out: the last provider's lists must not stay on the phone.
  if (event.data === 'clear-data') event.waitUntil(caches.delete(DATA));
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Khidmat', {
      body: data.body || '',
      icon: '/pro/icons/icon-192.png',
      tag: data.notificationId ? `n${data.notificationId}` : undefined,
      data: { url: '/pro/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const open = list.find((c) => new URL(c.url).pathname.startsWith('/pro'));
      if (open) return open.focus();
      return self.clients.openWindow('/pro/');
    }),
  );
});

/*
 * The portal's service worker (spec §2.2, docs/design.md, docs/decisions/0024): Web Push, and the portal surviving a
 * flaky network (issue 19.5). Plain JavaScript with no build step; the portal works the same without it.
 *
 * Caching, for the customer portal only (/ops and /pro are other apps; /pro has its own worker):
 * - pages: network first; the app's page (index.html) is kept, so a signed-in customer can open the portal offline;
 *   a page never seen offline answers offline.html;
 * - /assets/*: hashed names, cache first;
 * - the customer's order and RFP reads (lists and pages) and profile: network first, the last answer kept per
 *   language, and answered when the network is down. Sign-in, sign-out and any 401 empty that cache, so nothing of
 *   one customer is ever shown to the next on a shared device.
 * A push carries { title, body, url, serviceId, type } (also accepted under "data"); url is the §4.3 route the server computed.
 */
const VERSION = 'v1';
const STATIC_CACHE = `khidmat-static-${VERSION}`;
const PAGE_CACHE = `khidmat-pages-${VERSION}`;
const READS_CACHE = `khidmat-reads-${VERSION}`;
const PRECACHE = ['/offline.html', '/offline.css', '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];
/** Other apps on this origin: never answered from this worker's caches. */
const NOT_OURS = /^\/(ops|pro)(\/|$)/;
/** The customer's reads kept for offline reading: order lists and pages (E, T), RFP lists, pages and replies, profile. */
const OFFLINE_READS =
  /^\/api\/(v3\/service\/talzeem\/request\/active\/get|service\/talzeem\/request\/get|customer\/service\/express\/request\/get(\/\d+)?|service\/rfp\/customer\/rfp\/get|v2\/service\/rfp\/customer\/details\/get|service\/rfp\/customer\/rfp\/reply\/get|customer\/profile\/view)$/;
/** Calls after which the reads kept belong to nobody: sign-in, sign-out, deletion. */
const SESSION_CHANGES = /^\/api\/customer\/(login|logout|delete-account|delete)/;

/**
 * Every route's scripts and styles (the build's sw-assets.json), so a page never opened online still opens offline.
 * Hashed names: what is cached already is not fetched again; names of an older build are dropped.
 */
let keptAt = 0;
async function keepAppCode() {
  // Once in ten minutes at most: every page load asks, the list rarely changes.
  if (Date.now() - keptAt < 600_000) return;
  keptAt = Date.now();
  const cache = await caches.open(STATIC_CACHE);
  await cache.addAll(PRECACHE).catch(() => {});
  const res = await fetch('/sw-assets.json', { cache: 'no-store' }).catch(() => null);
  if (!res || !res.ok) return;
  const wanted = new Set(await res.json());
  const held = await cache.keys();
  await Promise.all(held.filter((r) => new URL(r.url).pathname.startsWith('/assets/') && !wanted.has(new URL(r.url).pathname)).map((r) => cache.delete(r)));
  const have = new Set(held.map((r) => new URL(r.url).pathname));
  // One by one in small groups: a phone on a weak network is not flooded, and one failure does not lose the rest.
  const missing = [...wanted].filter((p) => !have.has(p));
  for (let i = 0; i < missing.length; i += 6) await Promise.all(missing.slice(i, i + 6).map((p) => cache.add(p).catch(() => {})));
}

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});
// Take the open pages at once, so a click can navigate them (Client.navigate needs a controlled page); old caches go.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('khidmat-') && !k.endsWith(`-${VERSION}`)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
      .then(() => keepAppCode()),
  ),
);

/** The key a read is kept under: its address and the language it was answered in. */
function readKey(request) {
  const url = new URL(request.url);
  url.searchParams.set('__lang', request.headers.get('lang') || 'en');
  return url.href;
}

const forgetReads = () => caches.delete(READS_CACHE);

async function pageFromNetwork(request, event) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      // A new build's page: keep its code too, in the background.
      event.waitUntil(caches.open(PAGE_CACHE).then((cache) => cache.put('/index.html', copy)).then(() => keepAppCode()));
    }
    return response;
  } catch {
    const page = await caches.match('/index.html', { cacheName: PAGE_CACHE });
    return page || (await caches.match('/offline.html')) || Response.error();
  }
}

async function assetCacheFirst(request) {
  const cached = await caches.match(request, { cacheName: STATIC_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function readNetworkFirst(request) {
  const key = readKey(request);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      void caches.open(READS_CACHE).then((cache) => cache.put(key, copy));
    } else if (response.status === 401 || response.status === 403) {
      void forgetReads();
    }
    return response;
  } catch (err) {
    const cached = await caches.match(key, { cacheName: READS_CACHE });
    if (cached) {
      // Marked, so the page can say it shows what was last seen.
      const headers = new Headers(cached.headers);
      headers.set('x-khidmat-offline', '1');
      return new Response(cached.body, { status: 200, headers });
    }
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_OURS.test(url.pathname)) return;
  if (request.method !== 'GET') {
    if (SESSION_CHANGES.test(url.pathname)) event.waitUntil(forgetReads());
    return;
  }
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(pageFromNetwork(request, event));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(assetCacheFirst(request));
    return;
  }
  if (OFFLINE_READS.test(url.pathname)) event.respondWith(readNetworkFirst(request));
});

self.addEventListener('message', (event) => {
  // The page says the session ended (sign-out, a 401 it saw): the reads kept are nobody's any more.
  if (event.data && event.data.kind === 'session-ended') event.waitUntil(forgetReads());
});

/** Only a path of this portal: a push never sends a tab elsewhere. */
function sameOriginUrl(value) {
  try {
    const url = new URL(value || '/home', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/home', self.location.origin).href;
  } catch {
    return new URL('/home', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let msg = {};
  try {
    msg = event.data ? event.data.json() : {};
  } catch {
    msg = { body: event.data ? event.data.text() : '' };
  }
  const data = msg.data || {};
  const url = sameOriginUrl(msg.url || data.url);
  const news = { kind: 'push', serviceId: msg.serviceId ?? data.serviceId ?? null, type: msg.type ?? data.type ?? null };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(msg.title || data.title || 'Khidmat', {
        body: msg.body || data.body || '',
        icon: '/favicon.svg',
        tag: msg.tag || data.tag || undefined,
        data: { url },
      }),
      // An open page refreshes its notification list at once instead of at the next poll.
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => tabs.forEach((tab) => tab.postMessage(news))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => c.focused) || tabs[0];
      if (!tab) return self.clients.openWindow(url);
      await tab.focus();
      try {
        await tab.navigate(url);
      } catch {
        // A page this worker does not control yet cannot be navigated from here; it follows the message.
        tab.postMessage({ kind: 'open', url: new URL(url).pathname + new URL(url).search });
      }
    })(),
  );
});

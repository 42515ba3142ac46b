/*
 * The portal's service worker: Web Push only (spec §2.2, docs/design.md). Plain JavaScript with no build step
 * and no caching; the portal works the same without it. A push carries { title, body, url, serviceId,
 * type } (also accepted under "data"); url is the §4.3 route the server computed.
 */
self.addEventListener('install', () => self.skipWaiting());
// Take the open pages at once, so a click can navigate them (Client.navigate needs a controlled page).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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

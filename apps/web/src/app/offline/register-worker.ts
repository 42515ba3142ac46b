/**
 * The portal's service worker (public/sw.js) for every signed-in customer, push or not: it keeps the app and the
 * last-seen orders readable offline (issue 19.5). Browsers without service workers simply go without.
 */
export function registerPortalWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('service worker not registered', err));
}

import { apiRequest } from '@portal/web-kit/api-client';
import { randomId } from '@portal/web-kit/random-id';

/**
 * The provider app's service worker (public/sw.js, scope /pro/): the app shell and the provider's lists offline,
 * and Web Push for new express offers (issue 18). Its own scope, so it never meets the portal's worker at /.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register('/pro/sw.js', { scope: '/pro/' }).catch(() => null);
}

const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function deviceId(): string {
  let id = localStorage.getItem('proDeviceId');
  if (!id) {
    id = randomId();
    localStorage.setItem('proDeviceId', id);
  }
  return id;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** With permission given: this phone's push subscription, sent to the server (an upsert per device). */
export async function syncPush(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const registration = await registerServiceWorker();
  if (!registration) return;
  const { data } = await apiRequest<{ publicKey: string }>('GET', '/push/vapid-public-key', { auth: 'none' });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
  const json = subscription.toJSON();
  await apiRequest('POST', '/provider/push/subscribe', {
    body: { deviceId: deviceId(), subscription: { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } } },
  });
}

/** Asked only on the provider's tap: permission, then the subscription. */
export async function enablePush(): Promise<NotificationPermission | 'unsupported'> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await syncPush().catch(() => undefined);
  return permission;
}

export const pushPermission = (): NotificationPermission | 'unsupported' => (pushSupported() ? Notification.permission : 'unsupported');

/** Signed out: the lists the worker kept for this provider are dropped. */
export function clearOfflineData() {
  navigator.serviceWorker?.controller?.postMessage('clear-data');
}

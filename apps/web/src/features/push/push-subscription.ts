import { getVapidKey } from './api/get-vapid-key.ts';
import { subscribePush, type PushSubscriptionBody } from './api/subscribe-push.ts';
import { unsubscribePush } from './api/unsubscribe-push.ts';
import { deviceId } from './device-id.ts';
import { base64UrlToBytes, pushSupported, sameBytes } from './push-support.ts';

/** The service worker lives at the root (public/sw.js) so its scope is the whole portal. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

/**
 * The service worker, and with permission given: the browser's push subscription for the server's current VAPID key (a
 * subscription made for an older key is replaced), sent to the server under this browser's deviceId.
 * Sent on every sign-in and page load: the server keeps one per account and device, so this is an upsert,
 * and it also carries the language of later pushes (the lang header).
 */
export async function syncPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  // Registered whatever the permission: the worker is there when the user turns pushes on later.
  const registration = await registerServiceWorker();
  if (Notification.permission !== 'granted') return;
  const key = base64UrlToBytes(await getVapidKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await subscribePush(deviceId(), {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  } satisfies PushSubscriptionBody);
}

/** Asked only on the user's click (never on load): permission, then the subscription. */
export async function enablePush(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await syncPushSubscription().catch((err: unknown) => console.warn('push subscription failed', err));
  return permission;
}

/**
 * On logout: the server forgets this device for the account, so the next person signing in here gets
 * none of its pushes. Never holds the logout up for long: it waits at most a second and a half.
 */
export async function forgetPushDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted' || !localStorage.getItem('deviceId')) return;
  const call = unsubscribePush(deviceId()).catch((err: unknown) => console.warn('push unsubscribe failed', err));
  await Promise.race([call, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

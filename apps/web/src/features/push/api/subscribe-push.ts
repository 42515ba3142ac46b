import { apiRequest } from '../../../lib/api-client.ts';

export type PushSubscriptionBody = { endpoint: string; keys: { p256dh: string; auth: string } };

/** POST /customer/push/subscribe: the spec's device token is the push subscription, kept per deviceId. */
export const subscribePush = (deviceId: string, subscription: PushSubscriptionBody) =>
  apiRequest<unknown>('POST', '/customer/push/subscribe', { body: { deviceId, subscription } });

import type { z } from 'zod';
import type { pushSubscriptionSchema } from '@portal/contract/push';
import { apiRequest } from '@portal/web-kit/api-client';

export type PushSubscriptionBody = z.input<typeof pushSubscriptionSchema>;

/** POST /customer/push/subscribe: the spec's device token is the push subscription, kept per deviceId. */
export const subscribePush = (deviceId: string, subscription: PushSubscriptionBody) =>
  apiRequest<null>('POST', '/customer/push/subscribe', { body: { deviceId, subscription } });

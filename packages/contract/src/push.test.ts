import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema, operatorNotificationSchema, readForOrderSchema } from './notifications.ts';
import { pushSubscribeSchema } from './push.ts';

const key65 = Buffer.alloc(65, 4).toString('base64url');
const auth16 = Buffer.alloc(16, 1).toString('base64url');
const sub = (over: Record<string, unknown> = {}) => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys: { p256dh: key65, auth: auth16 }, ...over });
const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('push subscription schema', () => {
  it('accepts what PushSubscription.toJSON() gives, padded or not', () => {
    expect(pushSubscribeSchema.safeParse({ deviceId: 'f3c1-9a', subscription: sub() }).success).toBe(true);
    expect(pushSubscribeSchema.safeParse({ deviceId: 'd', subscription: sub({ keys: { p256dh: `${key65}=`, auth: `${auth16}==` } }) }).success).toBe(true);
  });

  it.each([
    ['deviceId missing', { subscription: sub() }, 'deviceIdRequired'],
    ['deviceId too long', { deviceId: 'x'.repeat(65), subscription: sub() }, 'deviceIdInvalid'],
    ['endpoint not a URL', { deviceId: 'd', subscription: sub({ endpoint: 'not a url' }) }, 'pushEndpointInvalid'],
    ['endpoint data:', { deviceId: 'd', subscription: sub({ endpoint: 'data:text/plain,hi' }) }, 'pushEndpointInvalid'],
    ['endpoint too long', { deviceId: 'd', subscription: sub({ endpoint: `https://a.example/${'x'.repeat(2048)}` }) }, 'pushEndpointInvalid'],
    ['p256dh 64 bytes', { deviceId: 'd', subscription: sub({ keys: { p256dh: Buffer.alloc(64).toString('base64url'), auth: auth16 } }) }, 'pushKeysInvalid'],
    ['auth missing', { deviceId: 'd', subscription: sub({ keys: { p256dh: key65 } }) }, 'pushKeysInvalid'],
    ['keys missing', { deviceId: 'd', subscription: { endpoint: 'https://a.example/x' } }, 'pushKeysInvalid'],
    ['subscription missing', { deviceId: 'd' }, 'pushSubscriptionRequired'],
  ])('refuses %s', (_name, input, key) => {
    expect(firstMessage(pushSubscribeSchema.safeParse(input))).toBe(key);
  });
});

describe('notification schemas', () => {
  it('list limit defaults to 50, allows 1..100', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(notificationListQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(notificationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('read-for-order takes an order type (not SN) and a serviceId', () => {
    expect(readForOrderSchema.parse({ type: 'R', serviceId: '12' })).toEqual({ type: 'R', serviceId: 12 });
    expect(firstMessage(readForOrderSchema.safeParse({ type: 'SN', serviceId: 1 }))).toBe('notificationTypeInvalid');
    expect(firstMessage(readForOrderSchema.safeParse({ type: 'E' }))).toBe('serviceIdRequired');
  });

  it('an operator message needs the three languages', () => {
    const texts = { en: 'a', ar: 'ب', fr: 'c' };
    expect(operatorNotificationSchema.safeParse({ accountId: 3, title: texts, body: texts }).success).toBe(true);
    expect(firstMessage(operatorNotificationSchema.safeParse({ accountId: 3, title: { ...texts, fr: '  ' }, body: texts }))).toBe('notificationTitleInvalid');
    expect(firstMessage(operatorNotificationSchema.safeParse({ accountId: 3, title: texts, body: { en: 'a', ar: 'b' } }))).toBe('notificationBodyInvalid');
    expect(firstMessage(operatorNotificationSchema.safeParse({ title: texts, body: texts }))).toBe('accountIdRequired');
  });
});

import { z } from 'zod';

/** base64url (RFC 4648 §5) without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: string): number {
  const clean = value.replace(/=+$/, '');
  return Math.floor((clean.length * 3) / 4);
}

/** The browser's locally generated id for itself (spec §2.2 deviceId). */
export const deviceIdSchema = z
  .string({ error: 'deviceIdRequired' })
  .trim()
  .min(1, { error: 'deviceIdRequired' })
  .max(64, { error: 'deviceIdInvalid' })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'deviceIdInvalid' });

/**
 * A PushSubscription as the browser serialises it. The endpoint must be an absolute http(s) URL here; the
 * server further requires https and a public host unless it runs with PUSH_ALLOW_INSECURE (tests).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'pushEndpointInvalid' })
    .trim()
    .max(2048, { error: 'pushEndpointInvalid' })
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname.length > 0;
      } catch {
        return false;
      }
    }, { error: 'pushEndpointInvalid' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes.
      p256dh: z.string({ error: 'pushKeysInvalid' }).regex(base64url, { error: 'pushKeysInvalid' }).refine((v) => decodedLength(v) === 65, { error: 'pushKeysInvalid' }),
      // The 16-byte authentication secret.
      auth: z.string({ error: 'pushKeysInvalid' }).regex(base64url, { error: 'pushKeysInvalid' }).refine((v) => decodedLength(v) === 16, { error: 'pushKeysInvalid' }),
    },
    { error: 'pushKeysInvalid' },
  ),
}, { error: 'pushSubscriptionRequired' });

export const pushSubscribeSchema = z.object({ deviceId: deviceIdSchema, subscription: pushSubscriptionSchema });
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

export const pushUnsubscribeSchema = z.object({ deviceId: deviceIdSchema });

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push carries (decrypted by the service worker), in the language the device subscribed with. */
export const pushPayloadSchema = z.object({
  notificationId: z.number().int(),
  title: z.string(),
  body: z.string(),
  serviceId: z.number().int().nullable(),
  type: z.enum(['E', 'T', 'R', 'SN']),
  event: z.string(),
  /** Where a click leads (notificationTarget of §4.3 as a path with query; /home for a plain message). */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

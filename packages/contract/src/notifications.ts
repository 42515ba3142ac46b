import { z } from 'zod';
import { DB_ID_MAX } from './limits.ts';
import { NOTIFICATION_TYPES } from './notification-routes.ts';

/** Spec §3 Notification, as the list call answers it; `target` is notificationTarget() of the row, ready to navigate. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  /** Same as id: the spec's clients read either. */
  notificationId: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  event: z.string(),
  serviceId: z.number().int().nullable(),
  /** JSON text (may hold replyId), as the spec's payload. */
  payload: z.string(),
  /** Title and body in the request's language. */
  title: z.string(),
  body: z.string(),
  enBody: z.string(),
  arBody: z.string(),
  frBody: z.string(),
  isRead: z.boolean(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  target: z.object({ path: z.string(), query: z.record(z.string(), z.string()) }).nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const NOTIFICATION_LIST_DEFAULT = 50;
export const NOTIFICATION_LIST_MAX = 100;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_MAX).default(NOTIFICATION_LIST_DEFAULT),
});

export const unreadByTypeSchema = z.object({ E: z.number().int(), T: z.number().int(), R: z.number().int(), SN: z.number().int() });

export const notificationListSchema = z.object({
  list: z.array(notificationItemSchema),
  unreadNotifications: z.number().int(),
  unreadByType: unreadByTypeSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdSchema = z.object({
  id: z.coerce.number({ error: 'notificationIdRequired' }).int({ error: 'notificationIdRequired' }).positive({ error: 'notificationIdRequired' }).max(Number.MAX_SAFE_INTEGER, { error: 'notificationIdRequired' }),
});

/** Marks the notifications of one order read when the customer opens it from a list (§2.7). */
export const readForOrderSchema = z.object({
  type: z.enum(['E', 'T', 'R'], { error: 'notificationTypeInvalid' }),
  serviceId: z.coerce.number({ error: 'serviceIdRequired' }).int({ error: 'serviceIdRequired' }).positive({ error: 'serviceIdRequired' }).max(DB_ID_MAX, { error: 'serviceIdRequired' }),
});

/** What the mutations answer: the counts, so the bell updates without waiting for the next poll. */
export const notificationCountsSchema = z.object({ unreadNotifications: z.number().int(), unreadByType: unreadByTypeSchema, changed: z.number().int() });

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 2000;

const texts = (max: number, key: string) =>
  z.object({
    en: z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key }),
    ar: z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key }),
    fr: z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key }),
  });

/** Operator: a plain message (type SN) to one customer, in the three languages. */
export const operatorNotificationSchema = z.object({
  accountId: z.coerce.number({ error: 'accountIdRequired' }).int({ error: 'accountIdRequired' }).positive({ error: 'accountIdRequired' }).max(DB_ID_MAX, { error: 'accountIdRequired' }),
  title: texts(NOTIFICATION_TITLE_MAX, 'notificationTitleInvalid'),
  body: texts(NOTIFICATION_BODY_MAX, 'notificationBodyInvalid'),
});
export type OperatorNotification = z.infer<typeof operatorNotificationSchema>;
export const operatorNotificationResponseSchema = z.object({ id: z.number().int() });

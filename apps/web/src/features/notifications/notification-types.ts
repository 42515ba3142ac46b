import type { NotificationTarget, NotificationType } from '@portal/contract/notification-routes';

/** One row of GET /homepage/notification/get (spec §3 Notification); createdAt is epoch seconds. */
export type NotificationItem = {
  id: number;
  notificationId: number;
  type: NotificationType;
  event: string;
  serviceId: number | null;
  payload: string;
  title: string;
  /** In the request's language; enBody, arBody and frBody are all three. */
  body: string;
  enBody: string;
  arBody: string;
  frBody: string;
  isRead: boolean;
  createdAt: number;
  target: NotificationTarget;
};

export type UnreadByType = Record<NotificationType, number>;

export type NotificationList = {
  list: NotificationItem[];
  unreadNotifications: number;
  unreadByType: UnreadByType;
};

/** What the cache holds: the list and the ETag it came with, sent back as If-None-Match on the next poll. */
export type NotificationFeed = NotificationList & { etag: string | null };

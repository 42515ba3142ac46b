import type { NotificationItem, NotificationList } from '@portal/contract/notifications';

export type { NotificationItem, NotificationList };
export type UnreadByType = NotificationList['unreadByType'];

/** What the cache holds: the list and the ETag it came with, sent back as If-None-Match on the next poll. */
export type NotificationFeed = NotificationList & { etag: string | null };

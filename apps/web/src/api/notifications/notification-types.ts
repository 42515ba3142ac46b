import type { z } from 'zod';
import type { NotificationItem, NotificationList, notificationCountsSchema } from '@portal/contract/notifications';

export type { NotificationItem, NotificationList };
export type UnreadByType = NotificationList['unreadByType'];

/** What the cache holds: the list and the ETag it came with, sent back as If-None-Match on the next poll. */
export type NotificationFeed = NotificationList & { etag: string | null };

/** What the notification actions answer: the counts after the change. */
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

import type { NotificationCounts } from '../../../api/notifications/notification-types.ts';
import { apiRequest } from '@portal/web-kit/api-client';
import { markAllReadInFeed } from '../../../api/notifications/notification-feed.ts';
import { useFeedMutation } from './feed-mutation.ts';

/** POST /homepage/notification/read-all. */
export const readAllNotifications = () => apiRequest<NotificationCounts>('POST', '/homepage/notification/read-all', { body: {} });

export const useReadAllNotifications = () =>
  useFeedMutation((_: void) => readAllNotifications(), (feed) => markAllReadInFeed(feed), { toastOnError: true });

import type { NotificationCounts } from '../../../api/notifications/notification-types.ts';
import { apiRequest } from '@portal/web-kit/api-client';
import { markReadInFeed } from '../../../api/notifications/notification-feed.ts';
import { useFeedMutation } from './feed-mutation.ts';

/** POST /homepage/notification/read {id}. */
export const readNotification = (id: number) => apiRequest<NotificationCounts>('POST', '/homepage/notification/read', { body: { id } });

/** Marking read happens on the way to where the notification leads: a failure is logged, not shown. */
export const useReadNotification = () => useFeedMutation(readNotification, markReadInFeed, { toastOnError: false });

import type { NotificationCounts } from '../../../api/notifications/notification-types.ts';
import { apiRequest } from '@portal/web-kit/api-client';
import { dismissInFeed } from '../../../api/notifications/notification-feed.ts';
import { useFeedMutation } from './feed-mutation.ts';

/** POST /homepage/notification/dismiss {id}: gone from the list for good. */
export const dismissNotification = (id: number) => apiRequest<NotificationCounts>('POST', '/homepage/notification/dismiss', { body: { id } });

export const useDismissNotification = () => useFeedMutation(dismissNotification, dismissInFeed, { toastOnError: true });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import type { NotificationTarget } from '@portal/contract/notification-routes';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';

export type HomeNotification = { id: number; title?: string | null; body: string; isRead: boolean | number; target: NotificationTarget };
type NotificationList = { list: HomeNotification[]; unreadNotifications: number };

/**
 * The newest unread notification, for the home alert (spec §2.5). Until the notifications API is
 * deployed the call answers 404; home then shows no alert rather than an error.
 */
export async function getLatestUnread(signal?: AbortSignal): Promise<{ latest: HomeNotification | null; unread: number }> {
  try {
    const { data } = await apiRequest<NotificationList>('GET', '/homepage/notification/get', { signal });
    const latest = data.list.find((n) => !n.isRead) ?? null;
    return { latest, unread: data.unreadNotifications ?? 0 };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { latest: null, unread: 0 };
    throw err;
  }
}

export const latestUnreadQuery = () =>
  queryOptions({
    queryKey: ['home', 'latest-notification', currentLang()],
    queryFn: ({ signal }) => getLatestUnread(signal),
    refetchInterval: LIMITS.pollMs,
    // Coming home after paying or rating asks again: the server has read that order's news by then.
    staleTime: 0,
    retry: false,
  });

export const useLatestUnread = () => useQuery(latestUnreadQuery());

import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import { apiConditionalGet } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';
import { NOTIFICATIONS_KEY } from './notification-keys.ts';
import type { NotificationFeed, NotificationItem, NotificationList } from './notification-types.ts';

/**
 * GET /homepage/notification/get, conditional on the ETag of the copy held: a 304 returns that same
 * copy (same object, so nothing re-renders), a 200 the new list with its ETag.
 */
export async function getNotifications(held: NotificationFeed | undefined, signal?: AbortSignal): Promise<NotificationFeed> {
  const res = await apiConditionalGet<NotificationList>('/homepage/notification/get', held?.etag, { signal });
  if (!res.notModified) return { ...res.data, etag: res.etag };
  if (held) return held;
  // A 304 to a request that sent no ETag would be a server fault; ask again without condition.
  return getNotifications(undefined, signal);
}

/** Bodies come in the request's language, so the language is part of the key (a change reloads anyway). */
export const notificationsQueryKey = () => [...NOTIFICATIONS_KEY, currentLang()] as const;

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsQueryKey(),
    queryFn: async ({ client, queryKey, signal }) => {
      try {
        return await getNotifications(client.getQueryData<NotificationFeed>(queryKey), signal);
      } catch (err) {
        // Spec §7.3: a failed poll is logged only; the next one comes in 10 s.
        if ((err as Error).name !== 'AbortError') console.warn('notification poll failed', err);
        throw err;
      }
    },
    refetchInterval: LIMITS.pollMs,
    // A 304 costs the server nothing, so coming back to the tab checks at once.
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });

/**
 * The 10 s poll (spec §7.3), owned by the signed-in frame: off while another tab holds the portal (the tab
 * guard). Everything else that shows notifications reads this same entry without polling on its own.
 */
export const useNotifications = (enabled = true) => useQuery({ ...notificationsQuery(), enabled });

export type LatestUnread = { latest: NotificationItem | null; unread: number };

export const latestUnread = (feed: NotificationFeed): LatestUnread => ({
  latest: feed.list.find((n) => !n.isRead) ?? null,
  unread: feed.unreadNotifications,
});

/**
 * The newest unread notification (home's alert, spec §2.5), read from the frame's poll: disabled, so it never
 * polls by itself (no second request per interval, and none from a tab the tab guard displaced).
 */
export const latestUnreadQuery = () => ({ ...notificationsQuery(), select: latestUnread, enabled: false });

/**
 * Coming home after paying or rating asks once at once (the server has read that order's news by then), with
 * the ETag and only while the frame polls; joined to a request already under way rather than a second one.
 */
export function useLatestUnread() {
  const client = useQueryClient();
  useEffect(() => {
    void client.refetchQueries({ queryKey: notificationsQueryKey(), exact: true, type: 'active' }, { cancelRefetch: false });
  }, [client]);
  return useQuery(latestUnreadQuery());
}

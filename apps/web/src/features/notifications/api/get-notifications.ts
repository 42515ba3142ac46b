import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import { apiConditionalGet } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { NOTIFICATIONS_KEY } from '../../../lib/notification-keys.ts';
import type { NotificationFeed, NotificationList } from '../notification-types.ts';

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

/** The 10 s poll (spec §7.3). Off while another tab holds the portal (the tab guard). */
export const useNotifications = (enabled = true) => useQuery({ ...notificationsQuery(), enabled });

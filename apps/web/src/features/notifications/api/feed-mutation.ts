import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '../../../api/notifications/notification-keys.ts';
import { toastError } from '@portal/web-kit/toast';
import type { NotificationFeed } from '../../../api/notifications/notification-types.ts';

/**
 * A change to the list shown at once (optimistic), rolled back if the server refuses, and followed by an
 * immediate refetch either way so the list and counts are the server's again.
 */
export function useFeedMutation<V>(
  call: (vars: V) => Promise<unknown>,
  edit: (feed: NotificationFeed, vars: V) => NotificationFeed,
  { toastOnError }: { toastOnError: boolean },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (vars: V) => {
      await qc.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const before = qc.getQueriesData<NotificationFeed>({ queryKey: NOTIFICATIONS_KEY });
      qc.setQueriesData<NotificationFeed>({ queryKey: NOTIFICATIONS_KEY }, (feed) => (feed ? edit(feed, vars) : feed));
      return { before };
    },
    onError: (err, _vars, ctx) => {
      for (const [key, feed] of ctx?.before ?? []) qc.setQueryData(key, feed);
      if (toastOnError) toastError(err);
      else console.warn('notification update failed', err);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

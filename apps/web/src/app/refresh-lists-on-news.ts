import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '../api/notifications/notification-keys.ts';
import { ORDERS_KEY } from '../api/orders/order-keys.ts';
import { RFPS_KEY } from '../api/rfps/rfp-keys.ts';

/** The lists that summarise what notifications announce: order lists, RFP lists (their proposal counts), replies. */
export const LIST_KEYS = [
  [...ORDERS_KEY, 'list'],
  [...RFPS_KEY, 'list'],
  [...RFPS_KEY, 'replies'],
] as const;

/** The bell's feed is cached under ['notifications', lang] with the ETag (the server's list version) it came with. */
const isFeed = (key: readonly unknown[]) => key[0] === NOTIFICATIONS_KEY[0] && key.length === 2;
const etagOf = (data: unknown) => (data && typeof data === 'object' && 'etag' in data ? (data as { etag: unknown }).etag : undefined);

/**
 * When the notification list version moves (a proposal arrived, the provider moved an order), the lists that
 * summarise it refetch: "0 proposals" must not stay while the bell counts five. Returns the unsubscribe.
 */
export function refreshListsOnNews(qc: QueryClient): () => void {
  let seen: unknown = undefined;
  return qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isFeed(event.query.queryKey)) return;
    const etag = etagOf(event.query.state.data);
    // Optimistic edits drop the ETag (null): the answer that follows carries the real version.
    if (etag === null || etag === undefined || etag === seen) return;
    const first = seen === undefined;
    seen = etag;
    if (first) return;
    for (const queryKey of LIST_KEYS) void qc.invalidateQueries({ queryKey });
  });
}

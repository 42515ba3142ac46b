import type { NotificationFeed, NotificationItem, UnreadByType } from './notification-types.ts';

/**
 * The header's marks (spec §2.2): My Orders carries a dot for unread Express or Direct Award news, RFPs
 * for unread RFP news, and the bell counts every unread notification.
 */
export function unreadMarks(feed: Pick<NotificationFeed, 'unreadNotifications' | 'unreadByType'> | undefined) {
  const by = feed?.unreadByType;
  return {
    // The Home link's dot (spec §2.2): the plain messages (SN), which belong to no order and show on Home.
    home: (by?.SN ?? 0) > 0,
    myOrders: (by?.E ?? 0) + (by?.T ?? 0) > 0,
    rfps: (by?.R ?? 0) > 0,
    unread: Math.max(0, feed?.unreadNotifications ?? 0),
  };
}

/** The badge shows at most two digits. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/*
 * Optimistic edits of the cached feed, shown before the server answers. Each drops the ETag: the copy no
 * longer matches any server version, so the refetch that follows must get a full answer, never a 304
 * that would keep a guess.
 */

function withoutUnread(by: UnreadByType, items: NotificationItem[]): UnreadByType {
  const next = { ...by };
  for (const n of items) if (!n.isRead) next[n.type] = Math.max(0, (next[n.type] ?? 0) - 1);
  return next;
}

function countUnread(items: NotificationItem[]) {
  return items.filter((n) => !n.isRead).length;
}

export function markReadInFeed(feed: NotificationFeed, id: number): NotificationFeed {
  const hit = feed.list.filter((n) => n.id === id);
  return {
    list: feed.list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    unreadNotifications: Math.max(0, feed.unreadNotifications - countUnread(hit)),
    unreadByType: withoutUnread(feed.unreadByType, hit),
    etag: null,
  };
}

export function markAllReadInFeed(feed: NotificationFeed): NotificationFeed {
  return {
    list: feed.list.map((n) => (n.isRead ? n : { ...n, isRead: true })),
    unreadNotifications: 0,
    unreadByType: { E: 0, T: 0, R: 0, SN: 0 },
    etag: null,
  };
}

export function dismissInFeed(feed: NotificationFeed, id: number): NotificationFeed {
  const hit = feed.list.filter((n) => n.id === id);
  return {
    list: feed.list.filter((n) => n.id !== id),
    unreadNotifications: Math.max(0, feed.unreadNotifications - countUnread(hit)),
    unreadByType: withoutUnread(feed.unreadByType, hit),
    etag: null,
  };
}

import { describe, expect, it } from 'vitest';
import { badgeLabel, dismissInFeed, markAllReadInFeed, markReadInFeed, unreadMarks } from './notification-feed.ts';
import type { NotificationFeed, NotificationItem } from './notification-types.ts';

const item = (id: number, type: NotificationItem['type'], isRead = false): NotificationItem => ({
  id, notificationId: id, type, event: 'APRD', serviceId: id, payload: '{}', title: '', body: '', enBody: '', arBody: '', frBody: '',
  isRead, createdAt: 0, target: null,
});

const feed: NotificationFeed = {
  list: [item(1, 'E'), item(2, 'T'), item(3, 'R'), item(4, 'SN'), item(5, 'E', true)],
  unreadNotifications: 4,
  unreadByType: { E: 1, T: 1, R: 1, SN: 1 },
  etag: '"v1"',
};

describe('unread marks (spec §2.2)', () => {
  it('dots Home for unread plain messages, My Orders for unread Express or Direct Award news and RFPs for unread RFP news', () => {
    expect(unreadMarks(feed)).toEqual({ home: true, myOrders: true, rfps: true, unread: 4 });
    expect(unreadMarks({ unreadNotifications: 1, unreadByType: { E: 0, T: 1, R: 0, SN: 0 } })).toEqual({ home: false, myOrders: true, rfps: false, unread: 1 });
    expect(unreadMarks({ unreadNotifications: 1, unreadByType: { E: 1, T: 0, R: 0, SN: 0 } }).myOrders).toBe(true);
    // A plain message (SN) belongs to no order: it lights the bell and the Home link's dot.
    expect(unreadMarks({ unreadNotifications: 2, unreadByType: { E: 0, T: 0, R: 0, SN: 2 } })).toEqual({ home: true, myOrders: false, rfps: false, unread: 2 });
    expect(unreadMarks(undefined)).toEqual({ home: false, myOrders: false, rfps: false, unread: 0 });
  });

  it('caps the badge at 99+ and hides it at zero', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(4321)).toBe('99+');
  });
});

describe('optimistic edits', () => {
  it('reading one takes it off its type and the total, once', () => {
    const once = markReadInFeed(feed, 1);
    expect(once.unreadNotifications).toBe(3);
    expect(once.unreadByType).toEqual({ E: 0, T: 1, R: 1, SN: 1 });
    expect(unreadMarks(once).myOrders).toBe(true); // T is still unread
    const twice = markReadInFeed(once, 1);
    expect(twice.unreadNotifications).toBe(3);
    expect(unreadMarks(markReadInFeed(twice, 2)).myOrders).toBe(false);
    expect(once.etag).toBeNull();
  });

  it('reading an already read one changes no count', () => {
    expect(markReadInFeed(feed, 5).unreadNotifications).toBe(4);
  });

  it('dismissing removes the row and, if unread, its count', () => {
    const next = dismissInFeed(feed, 3);
    expect(next.list.map((n) => n.id)).toEqual([1, 2, 4, 5]);
    expect(next.unreadByType.R).toBe(0);
    expect(unreadMarks(next)).toEqual({ home: true, myOrders: true, rfps: false, unread: 3 });
    expect(dismissInFeed(feed, 5).unreadNotifications).toBe(4);
  });

  it('reading all clears every count', () => {
    const next = markAllReadInFeed(feed);
    expect(next.list.every((n) => n.isRead)).toBe(true);
    expect(unreadMarks(next)).toEqual({ home: false, myOrders: false, rfps: false, unread: 0 });
    expect(badgeLabel(next.unreadNotifications)).toBeNull();
  });
});

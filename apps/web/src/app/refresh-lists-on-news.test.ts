import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_KEYS, refreshListsOnNews } from './refresh-lists-on-news.ts';

const feed = (etag: string | null) => ({ list: [], unreadNotifications: 0, unreadByType: { E: 0, T: 0, R: 0, SN: 0 }, etag });
const RFP_LIST = ['rfps', 'list', 'available', { forActive: true }];
const ORDER_LIST = ['orders', 'list', 'T', { forActive: true }];
const REPLIES = ['rfps', 'replies', 4];
const DETAILS = ['orders', 'one', 'T', 4];

describe('lists refresh with the notifications that summarise them (issue 13 point 9)', () => {
  let stop = () => {};
  afterEach(() => stop());

  function setup() {
    const qc = new QueryClient();
    for (const key of [RFP_LIST, ORDER_LIST, REPLIES, DETAILS]) qc.setQueryData(key, { n: 0 });
    stop = refreshListsOnNews(qc);
    const stale = (key: unknown[]) => qc.getQueryState(key)!.isInvalidated;
    const poll = (etag: string | null) => qc.setQueryData(['notifications', 'en'], feed(etag));
    return { qc, stale, poll };
  }

  it('a new version of the feed marks the order lists, the RFP lists and the replies stale', () => {
    const { stale, poll } = setup();
    poll('W/"v1"');
    expect([RFP_LIST, ORDER_LIST, REPLIES].map(stale)).toEqual([false, false, false]);
    poll('W/"v2"');
    expect([RFP_LIST, ORDER_LIST, REPLIES].map(stale)).toEqual([true, true, true]);
    // One order's page polls on its own: it is left alone.
    expect(stale(DETAILS)).toBe(false);
  });

  it('the same version again (a 304) or an optimistic edit refreshes nothing', () => {
    const { stale, poll } = setup();
    poll('W/"v1"');
    poll('W/"v1"');
    poll(null);
    expect([RFP_LIST, ORDER_LIST, REPLIES].map(stale)).toEqual([false, false, false]);
  });

  it('covers every list key it names', () => {
    expect(LIST_KEYS.map((k) => k.join('/'))).toEqual(['orders/list', 'rfps/list', 'rfps/replies']);
  });
});

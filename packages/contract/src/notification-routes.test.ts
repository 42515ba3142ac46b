import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENTS, NOTIFICATION_ROUTES, notificationTarget, targetHref } from './notification-routes.ts';

/**
 * The §4.3 table written out by hand, row by row: [type, event, path, key of the id in the query, extra query].
 * Any change to NOTIFICATION_ROUTES must be mirrored here on purpose.
 */
const EXPECTED: Array<[type: 'T' | 'E' | 'R', event: string, path: string, idKey: string, extra?: Record<string, string>]> = [
  ['T', 'ACPT', '/direct-award-reply', 'serviceId'],
  ['T', 'APRD', '/direct-award-reply', 'serviceId'],
  ['T', 'UP', '/direct-award-reply', 'serviceId'],
  ['T', 'OTW', '/direct-award-reply', 'serviceId'],
  ['T', 'ESTIMATE_SENT', '/direct-award-reply', 'serviceId'],
  ['T', 'ESTIMATE_ACCEPTED', '/direct-award-reply', 'serviceId'],
  ['T', 'WPAY', '/direct-award-reply', 'serviceId'],
  ['T', 'FSD', '/direct-award-reply', 'serviceId'],
  ['T', 'DONE', '/payment', 'serviceId', { type: 'T' }],
  ['T', 'CBC', '/my-orders', 'serviceId'],
  ['T', 'CNCL', '/my-orders', 'serviceId'],
  ['T', 'CBA', '/my-orders', 'serviceId'],
  ['T', 'REJT', '/my-orders', 'serviceId'],
  ['T', 'ESTIMATE_REJECTED', '/my-orders', 'serviceId'],
  ['T', 'NO_PROVIDER', '/my-orders', 'serviceId'],
  ['T', 'REOFFERED', '/direct-award-reply', 'serviceId'],

  ['E', 'APRD', '/express-reply', 'expressId'],
  ['E', 'OTW', '/express-reply', 'expressId'],
  ['E', 'UP', '/express-reply', 'expressId'],
  ['E', 'FSD', '/express-reply', 'expressId'],
  ['E', 'WPAY', '/express-reply', 'expressId'],
  ['E', 'ESTIMATE_SENT', '/express-reply', 'expressId'],
  ['E', 'ESTIMATE_REJECTED', '/express-reply', 'expressId'],
  ['E', 'ESTIMATE_ACCEPTED', '/express-reply', 'expressId'],
  ['E', 'DONE', '/payment', 'serviceId', { type: 'E' }],
  ['E', 'CBC', '/my-orders', 'expressId'],
  ['E', 'CNCL', '/my-orders', 'expressId'],
  ['E', 'REJT', '/my-orders', 'expressId'],
  ['E', 'NO_PROVIDER', '/my-orders', 'expressId'],
  ['E', 'REOFFERED', '/express-reply', 'expressId'],
  ['E', 'CBA', '/express-reply', 'expressId'],

  ['R', 'ACPT', '/rfps-details', 'rfpId'],
  ['R', 'OTW', '/rfps-details', 'rfpId'],
  ['R', 'UP', '/rfps-details', 'rfpId'],
  ['R', 'REPLIED', '/rfps-details', 'rfpId'],
  ['R', 'ESTIMATE_SENT', '/rfps-details', 'rfpId'],
  ['R', 'ESTIMATE_ACCEPTED', '/rfps-details', 'rfpId'],
  ['R', 'ESTIMATE_REJECTED', '/rfps-details', 'rfpId'],
  ['R', 'WPAY', '/rfps-details', 'rfpId'],
  ['R', 'FSD', '/rfps-details', 'rfpId'],
  ['R', 'DONE', '/payment', 'serviceId', { type: 'R' }],
  ['R', 'CLSE', '/rfps', 'rfpId'],
  ['R', 'CBC', '/rfps', 'rfpId'],
  ['R', 'CNCL', '/rfps', 'rfpId'],
  ['R', 'CBA', '/rfps', 'rfpId'],
];

const FALLBACK = { T: ['/direct-award-reply', 'serviceId'], E: ['/express-reply', 'expressId'], R: ['/rfps-details', 'rfpId'] } as const;

describe('notification routes (§4.3)', () => {
  it('the expectations cover exactly the rows of the table', () => {
    const rows = Object.entries(NOTIFICATION_ROUTES).flatMap(([type, rules]) =>
      Object.keys(rules)
        .filter((e) => e !== 'fallback')
        .map((e) => `${type}.${e}`),
    );
    expect(EXPECTED.map(([type, event]) => `${type}.${event}`).sort()).toEqual(rows.sort());
  });

  it.each(EXPECTED)('%s %s goes to %s', (type, event, path, idKey, extra) => {
    expect(notificationTarget({ type, event, serviceId: 42, payload: {} })).toEqual({ path, query: { [idKey]: '42', ...extra } });
  });

  it('every event of the table is a known event', () => {
    for (const [, event] of EXPECTED) expect(NOTIFICATION_EVENTS).toContain(event);
  });

  it.each(EXPECTED.filter(([type, event]) => type === 'R' && event !== 'DONE'))('R %s carries the replyId of the payload into /rfps-details only', (type, event, path) => {
    const target = notificationTarget({ type, event, serviceId: 7, payload: { replyId: 91 } });
    if (path === '/rfps-details') expect(target).toEqual({ path, query: { rfpId: '7', replyId: '91' } });
    else expect(target).toEqual({ path, query: { rfpId: '7' } });
  });

  it('reads the payload as JSON text too (the list gives it as text), and ignores broken or null payloads', () => {
    expect(notificationTarget({ type: 'R', event: 'REPLIED', serviceId: 5, payload: '{"replyId":12}' })).toEqual({ path: '/rfps-details', query: { rfpId: '5', replyId: '12' } });
    expect(notificationTarget({ type: 'R', event: 'REPLIED', serviceId: 5, payload: '{not json' })).toEqual({ path: '/rfps-details', query: { rfpId: '5' } });
    expect(notificationTarget({ type: 'R', event: 'REPLIED', serviceId: 5, payload: null })).toEqual({ path: '/rfps-details', query: { rfpId: '5' } });
    expect(notificationTarget({ type: 'R', event: 'REPLIED', serviceId: 5, payload: { replyId: null } })).toEqual({ path: '/rfps-details', query: { rfpId: '5' } });
  });

  it('a plain message (SN) has no route, whatever its event', () => {
    expect(notificationTarget({ type: 'SN', event: 'MESSAGE', serviceId: null })).toBeNull();
    expect(notificationTarget({ type: 'SN', event: 'APRD', serviceId: 3 })).toBeNull();
  });

  it('an order notification without a serviceId or of an unknown type has no route', () => {
    expect(notificationTarget({ type: 'T', event: 'APRD', serviceId: null })).toBeNull();
    expect(notificationTarget({ type: 'X', event: 'APRD', serviceId: 3 })).toBeNull();
  });

  it.each(['T', 'E', 'R'] as const)('an unknown or unlisted event of type %s falls back to the order page', (type) => {
    const [path, idKey] = FALLBACK[type];
    expect(notificationTarget({ type, event: 'SOMETHING_NEW', serviceId: 9 })).toEqual({ path, query: { [idKey]: '9' } });
    expect(notificationTarget({ type, event: 'REQD', serviceId: 9 })).toEqual({ path, query: { [idKey]: '9' } });
  });

  it('builds the href with the query encoded', () => {
    expect(targetHref({ path: '/payment', query: { serviceId: '4', type: 'T' } })).toBe('/payment?serviceId=4&type=T');
    expect(targetHref({ path: '/rfps-details', query: { rfpId: '1', replyId: 'a&b' } })).toBe('/rfps-details?rfpId=1&replyId=a%26b');
    expect(targetHref({ path: '/home', query: {} })).toBe('/home');
  });
});

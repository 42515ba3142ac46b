/**
 * Spec §4.3: where a click on a notification leads. One table for the server (push payloads) and the web
 * (the dropdown), so both always agree. Events are order statuses (§4.1) or the fee and proposal events.
 */
export const NOTIFICATION_TYPES = ['E', 'T', 'R', 'SN'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_EVENTS = [
  'ACPT', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY', 'DONE', 'CBC', 'CNCL', 'CBA', 'REJT', 'CLSE',
  'ESTIMATE_SENT', 'ESTIMATE_ACCEPTED', 'ESTIMATE_REJECTED', 'REPLIED', 'NO_PROVIDER', 'MESSAGE',
  // Spec §4.5: a cancelled request offered again to other providers on the same terms (the new order's news).
  'REOFFERED',
  // The administration gave the order to another provider (issue 17): each type's fallback, its order page.
  'REASSIGNED',
  // Issue 19.3: the customer's and the provider's cash records differ; each type's fallback, its order page.
  'CASH_MISMATCH',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export type NotificationTarget = { path: string; query: Record<string, string> } | null;

type Rule = { path: string; query: (id: string, payload: Record<string, unknown>) => Record<string, string> };

const directReply: Rule = { path: '/direct-award-reply', query: (id) => ({ serviceId: id }) };
const directList: Rule = { path: '/my-orders', query: (id) => ({ serviceId: id }) };
const expressReply: Rule = { path: '/express-reply', query: (id) => ({ expressId: id }) };
const expressList: Rule = { path: '/my-orders', query: (id) => ({ expressId: id }) };
const rfpDetails: Rule = {
  path: '/rfps-details',
  query: (id, p) => ({ rfpId: id, ...(p.replyId !== undefined && p.replyId !== null ? { replyId: String(p.replyId) } : {}) }),
};
const rfpList: Rule = { path: '/rfps', query: (id) => ({ rfpId: id }) };
/** The done events go to the payment step with the order's type letter (§4.3, last point). */
const payment = (type: 'T' | 'E' | 'R'): Rule => ({ path: '/payment', query: (id) => ({ serviceId: id, type }) });

export const NOTIFICATION_ROUTES: Record<Exclude<NotificationType, 'SN'>, Partial<Record<NotificationEvent, Rule>> & { fallback: Rule }> = {
  T: {
    ACPT: directReply,
    APRD: directReply,
    UP: directReply,
    OTW: directReply,
    ESTIMATE_SENT: directReply,
    ESTIMATE_ACCEPTED: directReply,
    WPAY: directReply,
    FSD: directReply,
    DONE: payment('T'),
    CBC: directList,
    CNCL: directList,
    CBA: directList,
    REJT: directList,
    ESTIMATE_REJECTED: directList,
    NO_PROVIDER: directList,
    REOFFERED: directReply,
    fallback: directReply,
  },
  E: {
    APRD: expressReply,
    OTW: expressReply,
    UP: expressReply,
    FSD: expressReply,
    WPAY: expressReply,
    ESTIMATE_SENT: expressReply,
    ESTIMATE_REJECTED: expressReply,
    ESTIMATE_ACCEPTED: expressReply,
    DONE: payment('E'),
    CBC: expressList,
    CNCL: expressList,
    REJT: expressList,
    NO_PROVIDER: expressList,
    REOFFERED: expressReply,
    CBA: expressReply,
    fallback: expressReply,
  },
  R: {
    ACPT: rfpDetails,
    OTW: rfpDetails,
    UP: rfpDetails,
    REPLIED: rfpDetails,
    ESTIMATE_SENT: rfpDetails,
    ESTIMATE_ACCEPTED: rfpDetails,
    ESTIMATE_REJECTED: rfpDetails,
    WPAY: rfpDetails,
    FSD: rfpDetails,
    DONE: payment('R'),
    CLSE: rfpList,
    CBC: rfpList,
    CNCL: rfpList,
    CBA: rfpList,
    fallback: rfpDetails,
  },
};

/** Where a notification leads; null for a plain message (SN), whose body opens in a modal instead. */
export function notificationTarget(n: { type: string; event: string; serviceId: number | null; payload?: Record<string, unknown> | string | null }): NotificationTarget {
  if (n.type === 'SN' || n.serviceId === null) return null;
  const table = NOTIFICATION_ROUTES[n.type as Exclude<NotificationType, 'SN'>];
  if (!table) return null;
  const rule = table[n.event as NotificationEvent] ?? table.fallback;
  const payload = typeof n.payload === 'string' ? safeJson(n.payload) : (n.payload ?? {});
  return { path: rule.path, query: rule.query(String(n.serviceId), payload) };
}

export function targetHref(target: NonNullable<NotificationTarget>): string {
  const qs = new URLSearchParams(target.query).toString();
  return qs ? `${target.path}?${qs}` : target.path;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

import { isFollowType, type FollowType } from './order-types.ts';

/** An order id from the address: a positive whole number, or null. */
export function orderIdParam(v: string | null): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** ?serviceId&type of /estimation, /payment and /service-review (spec §2.1); null when either is unusable. */
export function followParams(params: URLSearchParams): { id: number; type: FollowType } | null {
  const id = orderIdParam(params.get('serviceId'));
  const type = params.get('type');
  return id !== null && isFollowType(type) ? { id, type } : null;
}

/**
 * /my-orders?serviceId (direct award, tab 2) or ?expressId (tab 1, spec §2.1). expressId=1 is what the
 * express form sends after creating an order: it only selects the tab, unless an order 1 is listed.
 */
export function myOrdersTarget(params: URLSearchParams): { tab: 'E' | 'T'; id: number | null } {
  const service = params.get('serviceId');
  if (service !== null) return { tab: 'T', id: orderIdParam(service) };
  const express = params.get('expressId');
  if (express !== null) return { tab: 'E', id: orderIdParam(express) };
  return { tab: 'E', id: null };
}

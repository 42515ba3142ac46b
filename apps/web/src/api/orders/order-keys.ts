/**
 * One root for everything about orders, so an action can refresh lists and the open order at once. Here, not in
 * the orders feature, because the app frame refreshes the lists on news too.
 */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = (type: 'E' | 'T') => [...ORDERS_KEY, 'list', type] as const;
/** One order as its follow-up pages read it (E, T, or R through the RFP's details). */
export const orderKey = (type: 'E' | 'T' | 'R', id: number) => [...ORDERS_KEY, 'one', type, id] as const;

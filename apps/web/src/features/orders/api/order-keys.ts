import type { FollowType } from '../order-types.ts';

/** One root for everything about orders, so an action can refresh lists and the open order at once. */
export const ORDERS_KEY = ['orders'] as const;
export const orderListKey = (type: 'E' | 'T') => [...ORDERS_KEY, 'list', type] as const;
export const orderKey = (type: FollowType, id: number) => [...ORDERS_KEY, 'one', type, id] as const;

/** Codes of spec §9 and §4.1. */
export const ORDER_TYPES = ['E', 'T', 'R'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  'REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'WPAY', 'DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'FSD', 'CLSE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FEE_STATUSES = ['PEND', 'ACPT', 'REJT'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export const ANSWER_TYPES = ['T', 'SC', 'MC'] as const;
export const USER_TYPES = ['C', 'I'] as const;
export const SORTS = ['ASC', 'DESC'] as const;

/** Customer type ids as seeded: 1 Commercial, 2 Residential (individual). */
export const CUSTOMER_TYPE = { commercial: 1, residential: 2 } as const;

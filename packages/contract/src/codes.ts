/** Codes of spec §9 and §4.1. */
export const ORDER_TYPES = ['E', 'T', 'R'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = [
  'REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'WPAY', 'DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'FSD', 'CLSE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FEE_STATUSES = ['PEND', 'ACPT', 'REJT'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];
/** How the customer paid the provider (issue 19.4): cash in hand, or CliQ from their own bank's app. */
export const PAYMENT_METHODS = ['cash', 'cliq'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ANSWER_TYPES = ['T', 'SC', 'MC'] as const;
export const USER_TYPES = ['C', 'I'] as const;
export const SORTS = ['ASC', 'DESC'] as const;

/** Customer type ids as seeded: 1 Commercial, 2 Residential (individual). */
export const CUSTOMER_TYPE = { commercial: 1, residential: 2 } as const;

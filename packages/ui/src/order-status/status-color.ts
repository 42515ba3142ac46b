import type { OrderStatus } from '@portal/contract/codes';

/** One colour per family of states, the same in lists, tracking pages and RFPs. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  REQD: 'blue',
  ACPT: 'cyan',
  APRD: 'teal',
  OTW: 'indigo',
  UP: 'orange',
  WPAY: 'orange',
  FSD: 'green',
  DONE: 'green',
  CNCL: 'red',
  CBC: 'red',
  CBA: 'red',
  REJT: 'red',
  CLSE: 'gray',
};

import { isPriceRangeValid } from '@portal/contract/rfps';

/** The filter of the replies list (spec §3 Filter, RFP reply filter). */
export type ReplyFilter = {
  guarantee: 'true' | 'false' | null;
  /** Minimum provider rating. */
  rating: number | null;
  priceStart: number | null;
  priceEnd: number | null;
  priceSort: 'ASC' | 'DESC' | null;
  userType: 'C' | 'I' | null;
};

export const EMPTY_REPLY_FILTER: ReplyFilter = {
  guarantee: null,
  rating: null,
  priceStart: null,
  priceEnd: null,
  priceSort: null,
  userType: null,
};

/** Spec §5 priceValid: a start price above the end price blocks Apply. Empty ends are fine. */
export const priceValid = (f: Pick<ReplyFilter, 'priceStart' | 'priceEnd'>) => isPriceRangeValid(f.priceStart, f.priceEnd);

export const replyFilterIsSet = (f: ReplyFilter) => Object.values(f).some((v) => v !== null);

/** The query of GET /service/rfp/customer/rfp/reply/get; empty values are dropped by the API client. */
export function buildReplyQuery(rfpId: number, name: string, f: ReplyFilter) {
  return {
    rfpId,
    name: name.trim() || undefined,
    guarantee: f.guarantee ?? undefined,
    rating: f.rating ?? undefined,
    priceStart: f.priceStart ?? undefined,
    priceEnd: f.priceEnd ?? undefined,
    priceSort: f.priceSort ?? undefined,
    userType: f.userType ?? undefined,
  };
}

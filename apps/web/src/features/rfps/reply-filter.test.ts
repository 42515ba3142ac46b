import { describe, expect, it } from 'vitest';
import { buildReplyQuery, EMPTY_REPLY_FILTER, priceValid, replyFilterIsSet } from './reply-filter.ts';

describe('priceValid (spec §5)', () => {
  it('blocks a start price above the end price', () => {
    expect(priceValid({ priceStart: 100, priceEnd: 50 })).toBe(false);
  });
  it('allows equal prices, an open end and no prices', () => {
    expect(priceValid({ priceStart: 50, priceEnd: 50 })).toBe(true);
    expect(priceValid({ priceStart: 50, priceEnd: null })).toBe(true);
    expect(priceValid({ priceStart: null, priceEnd: 10 })).toBe(true);
    expect(priceValid({ priceStart: null, priceEnd: null })).toBe(true);
    expect(priceValid({ priceStart: 0, priceEnd: 0 })).toBe(true);
  });
});

describe('buildReplyQuery', () => {
  it('leaves out what is not set', () => {
    const q = buildReplyQuery(9, '  ', EMPTY_REPLY_FILTER);
    expect(Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))).toEqual({ rfpId: 9 });
    expect(replyFilterIsSet(EMPTY_REPLY_FILTER)).toBe(false);
  });
  it('carries the name and every filter as the API names them', () => {
    const f = { guarantee: 'true' as const, rating: 4, priceStart: 0, priceEnd: 250, priceSort: 'ASC' as const, userType: 'C' as const };
    expect(buildReplyQuery(9, ' Sami ', f)).toEqual({
      rfpId: 9,
      name: 'Sami',
      guarantee: 'true',
      rating: 4,
      priceStart: 0,
      priceEnd: 250,
      priceSort: 'ASC',
      userType: 'C',
    });
    expect(replyFilterIsSet(f)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListQuery, EMPTY_FILTER, filterIsSet } from './list-query.ts';

// The user's timezone decides where a day starts: Amman is UTC+3 all year since 2022.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Amman';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const utc = (...a: [number, number, number, number, number, number]) => Date.UTC(...a) / 1000;

describe('buildListQuery', () => {
  it('sends only forActive when nothing is filtered (empty values are left out)', () => {
    expect(buildListQuery(true, EMPTY_FILTER)).toEqual({ forActive: true });
    expect(buildListQuery(false, EMPTY_FILTER)).toEqual({ forActive: false });
    expect(Object.keys(buildListQuery(false, EMPTY_FILTER))).toEqual(['forActive']);
  });

  it('turns a range of days into the start of the first and the end of the last, in unix seconds of the local day', () => {
    const q = buildListQuery(true, { ...EMPTY_FILTER, from: '2026-03-10', to: '2026-03-12' });
    // 00:00 in Amman is 21:00 UTC the day before; 23:59:59 is 20:59:59 UTC.
    expect(q.dateStart).toBe(utc(2026, 2, 9, 21, 0, 0));
    expect(q.dateEnd).toBe(utc(2026, 2, 12, 20, 59, 59));
    expect(Number.isInteger(q.dateStart)).toBe(true);
  });

  it('takes Date values too, whatever their time of day', () => {
    const q = buildListQuery(false, { ...EMPTY_FILTER, from: new Date(2026, 0, 5, 15, 42), to: new Date(2026, 0, 5, 9, 1) });
    expect(q.dateStart).toBe(utc(2026, 0, 4, 21, 0, 0));
    expect(q.dateEnd).toBe(utc(2026, 0, 5, 20, 59, 59));
  });

  it('a single day filters that whole day; only one end of the range sends only that end', () => {
    expect(buildListQuery(true, { ...EMPTY_FILTER, from: '2026-07-01', to: '2026-07-01' })).toEqual({
      forActive: true,
      dateStart: utc(2026, 5, 30, 21, 0, 0),
      dateEnd: utc(2026, 6, 1, 20, 59, 59),
    });
    expect(buildListQuery(true, { ...EMPTY_FILTER, from: '2026-07-01' })).toEqual({
      forActive: true,
      dateStart: utc(2026, 5, 30, 21, 0, 0),
    });
    expect(buildListQuery(true, { ...EMPTY_FILTER, to: '2026-07-01' })).toEqual({ forActive: true, dateEnd: utc(2026, 6, 1, 20, 59, 59) });
  });

  it('puts a backwards range the right way round', () => {
    const q = buildListQuery(true, { ...EMPTY_FILTER, from: '2026-03-12', to: '2026-03-10' });
    expect(q.dateStart).toBe(utc(2026, 2, 9, 21, 0, 0));
    expect(q.dateEnd).toBe(utc(2026, 2, 12, 20, 59, 59));
  });

  it('carries the sort and the spec filter state when chosen', () => {
    expect(buildListQuery(false, { ...EMPTY_FILTER, sort: 'ASC', status: 'rejected' })).toEqual({
      forActive: false,
      dateSort: 'ASC',
      status: 'rejected',
    });
  });

  it('knows whether a filter is set', () => {
    expect(filterIsSet(EMPTY_FILTER)).toBe(false);
    expect(filterIsSet({ ...EMPTY_FILTER, sort: 'DESC' })).toBe(true);
    expect(filterIsSet({ ...EMPTY_FILTER, status: 'requested' })).toBe(true);
  });
});

describe('buildListQuery in another timezone', () => {
  it("uses Amman's days (the marketplace's), not the browser's timezone", () => {
    process.env.TZ = 'America/New_York';
    try {
      const q = buildListQuery(true, { ...EMPTY_FILTER, from: '2026-01-15', to: '2026-01-15' });
      expect(q.dateStart).toBe(utc(2026, 0, 14, 21, 0, 0));
      expect(q.dateEnd).toBe(utc(2026, 0, 15, 20, 59, 59));
    } finally {
      process.env.TZ = 'Asia/Amman';
    }
  });
});

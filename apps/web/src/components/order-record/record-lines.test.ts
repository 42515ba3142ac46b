import { describe, expect, it } from 'vitest';
import { recordLines, type RecordedOrder } from './record-lines.ts';

const base: RecordedOrder = {
  status: 'UP',
  customerFeesStatus: null,
  visitFees: null,
  estimateServiceFees: null,
  estimateSparePartFees: null,
  totalAmountOfCustomer: null,
  isSparePartNeeded: null,
  ratingForServiceProvider: null,
  endDate: null,
};

describe('the record a completed order keeps (issue 13 point 7)', () => {
  it('nothing while the work is under way', () => {
    expect(recordLines(base)).toBeNull();
    expect(recordLines({ ...base, customerFeesStatus: 'PEND', visitFees: 10, estimateServiceFees: 35 })).toBeNull();
  });

  it('a done order: the accepted estimate, the amount paid, the rating given and the end', () => {
    const done = recordLines({
      ...base,
      status: 'DONE',
      customerFeesStatus: 'ACPT',
      visitFees: 10,
      estimateServiceFees: 35,
      estimateSparePartFees: 12.5,
      totalAmountOfCustomer: 47.5,
      ratingForServiceProvider: { rating: 4.5, description: 'Quick' },
      endDate: '2026-11-25T10:00:00.000Z',
    });
    expect(done).toEqual({ estimate: 47.5, paid: 47.5, rating: { rating: 4.5, description: 'Quick' }, ratingOfCustomer: null, endedAt: '2026-11-25T10:00:00.000Z' });
  });

  it('a rejected estimate keeps the visit fees it meant', () => {
    expect(recordLines({ ...base, status: 'WPAY', customerFeesStatus: 'REJT', visitFees: 10, estimateServiceFees: 40, totalAmountOfCustomer: 10 })).toMatchObject({
      estimate: 10,
      paid: 10,
      endedAt: null,
    });
  });

  it("keeps the provider's rating of the customer (issue 15), even before anything else is recorded", () => {
    const rated = recordLines({ ...base, status: 'FSD', ratingForCustomer: { rating: 5, description: 'Very organised' } });
    expect(rated).toMatchObject({ ratingOfCustomer: { rating: 5, description: 'Very organised' }, paid: null, rating: null });
  });
});

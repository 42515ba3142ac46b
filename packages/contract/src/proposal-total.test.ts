import { describe, expect, it } from 'vitest';
import { proposalTotal } from './rfps.ts';

describe('what a proposal costs in all (issue 13 point 3)', () => {
  it('is the price of the work plus its materials and parts fees', () => {
    expect(proposalTotal({ price: 155, sparePartFees: 25 })).toBe(180);
    expect(proposalTotal({ price: 300, sparePartFees: 0 })).toBe(300);
    // JOD has fils: no floating-point tails.
    expect(proposalTotal({ price: 0.1, sparePartFees: 0.2 })).toBe(0.3);
  });
});

import { describe, expect, it } from 'vitest';
// The status names are packages/ui's texts (the badge and the progress bar are shared parts).
import uiAr from '@portal/ui/locales/ar.json';
import uiEn from '@portal/ui/locales/en.json';
import uiFr from '@portal/ui/locales/fr.json';
import { amountDue, isFarFromDue, partsUsedByDefault } from './payment-check.ts';

const estimate = { visitFees: 10, estimateServiceFees: 35, estimateSparePartFees: 12.5, reply: null };

describe('the payment page (issue 13 point 1)', () => {
  it('knows the amount due: the accepted estimate, the visit of a rejected one, an RFP proposal without estimate', () => {
    expect(amountDue({ ...estimate, customerFeesStatus: 'ACPT' })).toBe(47.5);
    expect(amountDue({ ...estimate, customerFeesStatus: 'REJT' })).toBe(10);
    expect(amountDue({ ...estimate, customerFeesStatus: 'PEND' })).toBeNull();
    expect(amountDue({ ...estimate, customerFeesStatus: null })).toBeNull();
    expect(
      amountDue({ ...estimate, customerFeesStatus: null, reply: { price: 155, sparePartFees: 25, isSparePartIncluded: true, isApproved: true } }),
    ).toBe(180);
  });

  it('asks a second time when the amount is far from what is due: over 20 % or over 5 JOD off', () => {
    expect(isFarFromDue(100, 10)).toBe(true);
    expect(isFarFromDue(10, 10)).toBe(false);
    expect(isFarFromDue(12, 10)).toBe(false);
    expect(isFarFromDue(12.5, 10)).toBe(true);
    expect(isFarFromDue(47, 47.5)).toBe(false);
    expect(isFarFromDue(53, 47.5)).toBe(true);
    expect(isFarFromDue(0, 47.5)).toBe(true);
    expect(isFarFromDue(100, null)).toBe(false);
  });

  it('a rejected estimate (visit only) does not start with "spare parts were used" ticked', () => {
    expect(partsUsedByDefault({ customerFeesStatus: 'REJT', isSparePartNeeded: null, estimateIsSparePartNeeded: true })).toBe(false);
    expect(partsUsedByDefault({ customerFeesStatus: 'ACPT', isSparePartNeeded: null, estimateIsSparePartNeeded: true })).toBe(true);
    expect(partsUsedByDefault({ customerFeesStatus: 'ACPT', isSparePartNeeded: null, estimateIsSparePartNeeded: false })).toBe(false);
  });
});

describe('the badge of an order waiting for payment (issue 13 point 6)', () => {
  it('says so in every language, never the earlier "under progress"', () => {
    for (const d of [uiEn.orders, uiAr.orders, uiFr.orders]) {
      expect(d.status.WPAY).not.toBe(d.status.UP);
      expect(d.status.WPAY).not.toBe(d.status.FSD);
    }
    expect(uiEn.orders.status.WPAY).toBe('Under progress · waiting for payment');
  });
});

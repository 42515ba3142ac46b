import { describe, expect, it } from 'vitest';
import { rfpNextStep } from './rfp-flow.ts';

const base = { id: 7, status: 'UP' as const, customerFeesStatus: null, totalAmountOfCustomer: null, ratingForServiceProvider: null };

describe('rfpNextStep (spec §4.4 with type R)', () => {
  it('sends a pending estimate, or an accepted one not yet paid, to /estimation with type R', () => {
    expect(rfpNextStep({ ...base, customerFeesStatus: 'PEND' }).redirect).toBe('/estimation?serviceId=7&type=R');
    expect(rfpNextStep({ ...base, customerFeesStatus: 'ACPT' }).redirect).toBe('/estimation?serviceId=7&type=R');
  });
  it('does not redirect an ended RFP', () => {
    expect(rfpNextStep({ ...base, status: 'CBC', customerFeesStatus: 'PEND' })).toEqual({ redirect: null, offer: null });
  });
  it('offers the payment, then the rating, once the work is finished', () => {
    expect(rfpNextStep({ ...base, status: 'DONE' }).offer).toBe('/payment?serviceId=7&type=R');
    expect(rfpNextStep({ ...base, status: 'DONE', totalAmountOfCustomer: 80 }).offer).toBe('/service-review?serviceId=7&type=R');
    expect(
      rfpNextStep({ ...base, status: 'DONE', totalAmountOfCustomer: 80, ratingForServiceProvider: { rating: 5, description: '' } }).offer,
    ).toBeNull();
  });
  it('stays while receiving proposals or under way', () => {
    expect(rfpNextStep({ ...base, status: 'REQD' })).toEqual({ redirect: null, offer: null });
    expect(rfpNextStep(base)).toEqual({ redirect: null, offer: null });
  });
});

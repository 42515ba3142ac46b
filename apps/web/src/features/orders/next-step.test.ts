import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type FeeStatus, type OrderStatus } from '@portal/contract/codes';
import { flowPath, nextStep, type FlowOrder } from './next-step.ts';

const order = (o: Partial<FlowOrder> = {}): FlowOrder => ({
  status: 'UP',
  customerFeesStatus: null,
  totalAmountOfCustomer: null,
  ratingForServiceProvider: null,
  ...o,
});
const rated = { rating: 4.5 };
const FINISHED: OrderStatus[] = ['FSD', 'WPAY', 'DONE'];
const LIVE_BEFORE_FINISH: OrderStatus[] = ['REQD', 'ACPT', 'APRD', 'OTW', 'UP'];
const ENDED: OrderStatus[] = ['CNCL', 'CBC', 'CBA', 'REJT', 'CLSE'];

describe('nextStep on the tracking pages', () => {
  it('sends a pending estimate to /estimation (spec §4.4), in every live status', () => {
    for (const status of [...LIVE_BEFORE_FINISH, ...FINISHED])
      expect(nextStep(order({ status, customerFeesStatus: 'PEND' }), 'tracking')).toEqual({ kind: 'redirect', to: 'estimation' });
  });

  it('sends an accepted estimate with no total yet to /estimation', () => {
    expect(nextStep(order({ customerFeesStatus: 'ACPT' }), 'tracking')).toEqual({ kind: 'redirect', to: 'estimation' });
    expect(nextStep(order({ status: 'DONE', customerFeesStatus: 'ACPT' }), 'tracking')).toEqual({ kind: 'redirect', to: 'estimation' });
  });

  it('does not redirect an order that has ended, whatever its fee state', () => {
    for (const status of ENDED)
      for (const fees of ['PEND', 'ACPT'] as FeeStatus[])
        expect(nextStep(order({ status, customerFeesStatus: fees }), 'tracking')).toEqual({ kind: 'stay' });
  });

  it('stays when there is no estimate, a rejected one, or an accepted one already paid, before the work is finished', () => {
    for (const status of LIVE_BEFORE_FINISH) {
      expect(nextStep(order({ status }), 'tracking')).toEqual({ kind: 'stay' });
      expect(nextStep(order({ status, customerFeesStatus: 'REJT' }), 'tracking')).toEqual({ kind: 'stay' });
      expect(nextStep(order({ status, customerFeesStatus: 'ACPT', totalAmountOfCustomer: 40 }), 'tracking')).toEqual({ kind: 'stay' });
    }
  });

  it('offers "Rate the provider" through /payment when a finished job has no amount recorded', () => {
    for (const status of FINISHED) {
      expect(nextStep(order({ status }), 'tracking')).toEqual({ kind: 'offer', to: 'payment' });
      expect(nextStep(order({ status, customerFeesStatus: 'REJT' }), 'tracking')).toEqual({ kind: 'offer', to: 'payment' });
    }
  });

  it('offers "Rate the provider" straight to /service-review once the amount is recorded', () => {
    for (const status of FINISHED) {
      expect(nextStep(order({ status, totalAmountOfCustomer: 25 }), 'tracking')).toEqual({ kind: 'offer', to: 'review' });
      expect(nextStep(order({ status, customerFeesStatus: 'ACPT', totalAmountOfCustomer: 25 }), 'tracking')).toEqual({
        kind: 'offer',
        to: 'review',
      });
    }
  });

  it('offers nothing once the provider is rated', () => {
    for (const status of FINISHED)
      expect(nextStep(order({ status, totalAmountOfCustomer: 25, ratingForServiceProvider: rated }), 'tracking')).toEqual({ kind: 'stay' });
  });
});

describe('nextStep on /estimation', () => {
  it('stays for the decision while the estimate is pending', () => {
    expect(nextStep(order({ customerFeesStatus: 'PEND' }), 'estimation')).toEqual({ kind: 'stay' });
  });

  it('offers the pay button once accepted and no total is recorded', () => {
    expect(nextStep(order({ customerFeesStatus: 'ACPT' }), 'estimation')).toEqual({ kind: 'offer', to: 'payment' });
  });

  it('offers the pay button after a rejection not yet paid (rejecting means paying the visit)', () => {
    expect(nextStep(order({ customerFeesStatus: 'REJT' }), 'estimation')).toEqual({ kind: 'offer', to: 'payment' });
  });

  it('moves on to /payment once accepted with a total and no rating (spec §4.4)', () => {
    expect(nextStep(order({ customerFeesStatus: 'ACPT', totalAmountOfCustomer: 60 }), 'estimation')).toEqual({
      kind: 'redirect',
      to: 'payment',
    });
    expect(nextStep(order({ status: 'DONE', customerFeesStatus: 'ACPT', totalAmountOfCustomer: 60 }), 'estimation')).toEqual({
      kind: 'redirect',
      to: 'payment',
    });
  });

  it('stays, read only, when everything is done or nothing was estimated', () => {
    expect(
      nextStep(
        order({ status: 'DONE', customerFeesStatus: 'ACPT', totalAmountOfCustomer: 60, ratingForServiceProvider: rated }),
        'estimation',
      ),
    ).toEqual({ kind: 'stay' });
    expect(nextStep(order({ customerFeesStatus: 'REJT', totalAmountOfCustomer: 5 }), 'estimation')).toEqual({ kind: 'stay' });
    expect(nextStep(order(), 'estimation')).toEqual({ kind: 'stay' });
  });
});

describe('nextStep on /payment', () => {
  it('moves on to review when a total already exists', () => {
    for (const fees of [null, 'ACPT', 'REJT'] as Array<FeeStatus | null>)
      expect(nextStep(order({ status: 'DONE', customerFeesStatus: fees, totalAmountOfCustomer: 0 }), 'payment')).toEqual({
        kind: 'redirect',
        to: 'review',
      });
  });

  it('stays for the amount while none is recorded, whatever the status', () => {
    for (const status of ORDER_STATUSES) expect(nextStep(order({ status }), 'payment')).toEqual({ kind: 'stay' });
  });
});

describe('nextStep on /service-review', () => {
  it('goes back to /payment when the job is finished but no amount is recorded', () => {
    for (const status of FINISHED) expect(nextStep(order({ status }), 'review')).toEqual({ kind: 'redirect', to: 'payment' });
  });

  it('stays for the rating once the amount is recorded, and read only once rated', () => {
    for (const status of FINISHED) {
      expect(nextStep(order({ status, totalAmountOfCustomer: 10 }), 'review')).toEqual({ kind: 'stay' });
      expect(nextStep(order({ status, totalAmountOfCustomer: 10, ratingForServiceProvider: rated }), 'review')).toEqual({ kind: 'stay' });
    }
  });

  it('stays (to say the job is not finished) before the work is finished', () => {
    for (const status of [...LIVE_BEFORE_FINISH, ...ENDED]) expect(nextStep(order({ status }), 'review')).toEqual({ kind: 'stay' });
    // Paid after an estimate while still under progress: nothing to rate yet, nothing to pay either.
    expect(nextStep(order({ status: 'UP', customerFeesStatus: 'ACPT', totalAmountOfCustomer: 40 }), 'review')).toEqual({ kind: 'stay' });
  });
});

describe('flowPath', () => {
  it('builds the addresses of spec §2.1', () => {
    expect(flowPath('estimation', 'T', 7)).toBe('/estimation?serviceId=7&type=T');
    expect(flowPath('payment', 'E', 8)).toBe('/payment?serviceId=8&type=E');
    expect(flowPath('review', 'R', 9)).toBe('/service-review?serviceId=9&type=R');
    expect(flowPath('tracking', 'E', 8)).toBe('/express-reply?expressId=8');
    expect(flowPath('tracking', 'T', 7)).toBe('/direct-award-reply?serviceId=7');
    expect(flowPath('tracking', 'R', 9)).toBe('/rfps-details?rfpId=9');
  });
});

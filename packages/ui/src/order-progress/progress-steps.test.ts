import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { RECEIVING_PROPOSALS } from '@portal/contract/order-state-machine';
import { filledCount, progressSteps } from './progress-steps.ts';

/** The bar as a short string: d done, c current, t todo, x the end state. */
const bar = (type: OrderType, status: OrderStatus, last: OrderStatus | null = null) =>
  progressSteps(type, status, last)
    .map((s) => ({ done: 'd', current: 'c', todo: 't', ended: 'x' })[s.state])
    .join('');

describe('progress bar of direct award and express (requested, approved, on the way, under progress, finished)', () => {
  for (const type of ['T', 'E'] as const) {
    it(`${type}: fills up to the current status`, () => {
      expect(bar(type, 'REQD')).toBe('ctttt');
      expect(bar(type, 'APRD')).toBe('dcttt');
      expect(bar(type, 'OTW')).toBe('ddctt');
      expect(bar(type, 'UP')).toBe('dddct');
      expect(bar(type, 'FSD')).toBe('ddddc');
    });

    it(`${type}: waiting payment sits on finished, done fills the whole bar`, () => {
      expect(bar(type, 'WPAY')).toBe('ddddc');
      expect(bar(type, 'DONE')).toBe('ddddd');
    });

    it(`${type}: a cancelled order keeps what it reached and ends with the cancel state`, () => {
      expect(bar(type, 'CBC', 'APRD')).toBe('ddtttx');
      expect(bar(type, 'CBC', 'REQD')).toBe('dttttx');
      expect(bar(type, 'CBC', null)).toBe('dttttx');
      expect(bar(type, 'CNCL', 'OTW')).toBe('dddttx');
      expect(bar(type, 'CBA', 'UP')).toBe('ddddtx');
      expect(bar(type, 'CBA', 'WPAY')).toBe('dddddx');
      expect(bar(type, 'REJT', 'REQD')).toBe('dttttx');
    });

    it(`${type}: the end step carries the status it ended with`, () => {
      const steps = progressSteps(type, 'CBC', 'APRD');
      expect(steps.map((s) => s.status)).toEqual(['REQD', 'APRD', 'OTW', 'UP', 'FSD', 'CBC']);
      expect(filledCount(steps)).toBe(3);
    });
  }

  it('T: accepted (before the appointment is confirmed) is past requested, on a step named Accepted like the badge', () => {
    expect(bar('T', 'ACPT')).toBe('dcttt');
    expect(progressSteps('T', 'ACPT', 'REQD').map((s) => s.status)).toEqual(['REQD', 'ACPT', 'OTW', 'UP', 'FSD']);
    expect(bar('T', 'CBC', 'ACPT')).toBe('ddtttx');
    expect(progressSteps('T', 'APRD', 'ACPT').map((s) => s.status)).toEqual(['REQD', 'APRD', 'OTW', 'UP', 'FSD']);
  });

  for (const type of ['T', 'E'] as const) {
    it(`${type}: the current step always names the status the badge shows, and never goes back`, () => {
      const path = type === 'T' ? (['REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY'] as const) : (['REQD', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY'] as const);
      let last = -1;
      for (const status of path) {
        const steps = progressSteps(type, status, null);
        const current = steps.findIndex((s) => s.state === 'current');
        expect(steps[current]!.status).toBe(status);
        expect(current).toBeGreaterThanOrEqual(last);
        last = current;
      }
      // Waiting for payment is on the last step, after finished, named as such; done fills the bar.
      expect(progressSteps(type, 'WPAY', 'FSD').map((s) => s.status).at(-1)).toBe('WPAY');
      expect(progressSteps(type, 'DONE', 'WPAY').map((s) => s.status).at(-1)).toBe('FSD');
    });
  }
});

describe('progress bar of an RFP (requested, receiving proposal, accepted, on the way, under progress, finished)', () => {
  const rfp = (status: OrderStatus, last: OrderStatus | null = null, replies = 0) =>
    progressSteps('R', status, last, replies)
      .map((s) => ({ done: 'd', current: 'c', todo: 't', ended: 'x' })[s.state])
      .join('');

  it('has the six steps of spec §4.2, receiving proposal second', () => {
    expect(progressSteps('R', 'REQD', null).map((s) => s.status)).toEqual(['REQD', RECEIVING_PROPOSALS, 'ACPT', 'OTW', 'UP', 'FSD']);
  });

  it('requested until the first proposal arrives, then receiving proposal', () => {
    expect(rfp('REQD')).toBe('cttttt');
    expect(rfp('REQD', null, 1)).toBe('dctttt');
    expect(rfp('REQD', null, 7)).toBe('dctttt');
  });

  it('fills up to the current status after approval, approved counting as accepted', () => {
    expect(rfp('ACPT', null, 2)).toBe('ddcttt');
    expect(rfp('APRD', null, 2)).toBe('ddcttt');
    expect(rfp('OTW', null, 2)).toBe('dddctt');
    expect(rfp('UP', null, 2)).toBe('ddddct');
    expect(rfp('FSD', null, 2)).toBe('dddddc');
    expect(rfp('WPAY', null, 2)).toBe('dddddc');
    expect(rfp('DONE', null, 2)).toBe('dddddd');
  });

  it('closed or cancelled ends the bar after what was reached', () => {
    expect(rfp('CLSE', 'REQD')).toBe('dtttttx');
    expect(rfp('CLSE', 'REQD', 3)).toBe('ddttttx');
    expect(rfp('CBC', 'REQD', 1)).toBe('ddttttx');
    expect(rfp('CBC', 'ACPT', 1)).toBe('dddtttx');
    expect(rfp('CNCL', 'OTW', 1)).toBe('ddddttx');
  });
});

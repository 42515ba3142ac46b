import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
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

  it('T: accepted (before the appointment is confirmed) is still on the first step', () => {
    expect(bar('T', 'ACPT')).toBe('ctttt');
    expect(bar('T', 'CBC', 'ACPT')).toBe('dttttx');
  });
});

describe('progress bar of an RFP (requested, accepted, on the way, under progress, finished)', () => {
  it('fills up to the current status, approved counting as accepted', () => {
    expect(bar('R', 'REQD')).toBe('ctttt');
    expect(bar('R', 'ACPT')).toBe('dcttt');
    expect(bar('R', 'APRD')).toBe('dcttt');
    expect(bar('R', 'OTW')).toBe('ddctt');
    expect(bar('R', 'UP')).toBe('dddct');
    expect(bar('R', 'FSD')).toBe('ddddc');
    expect(bar('R', 'WPAY')).toBe('ddddc');
    expect(bar('R', 'DONE')).toBe('ddddd');
  });

  it('closed or cancelled ends the bar after what was reached', () => {
    expect(bar('R', 'CLSE', 'REQD')).toBe('dttttx');
    expect(bar('R', 'CBC', 'ACPT')).toBe('ddtttx');
    expect(bar('R', 'CNCL', 'OTW')).toBe('dddttx');
  });
});

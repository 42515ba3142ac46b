import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TYPES } from './codes.ts';
import {
  ACTIVE_STATUSES,
  FINAL_STATUSES,
  ORDER_TRANSITIONS,
  RECENT_STATUSES,
  canRate,
  canRecordPayment,
  canSendEstimate,
  canTransition,
  cancelFeeApplies,
  customerCanCancel,
  needsEstimation,
  nextStatuses,
  PROGRESS_STEPS,
  progressIndex,
  RECEIVING_PROPOSALS,
} from './order-state-machine.ts';

describe('order state machine', () => {
  it('no transition leaves a final status, none leads back to REQD, and no row is listed twice', () => {
    for (const tr of ORDER_TRANSITIONS) {
      expect(FINAL_STATUSES, `${tr.type} ${tr.from}`).not.toContain(tr.from);
      expect(tr.to).not.toBe('REQD');
    }
    const keys = ORDER_TRANSITIONS.map((tr) => `${tr.type}${tr.from}${tr.to}${tr.actor}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('canTransition and nextStatuses agree with the table', () => {
    for (const type of ORDER_TYPES) {
      for (const from of ORDER_STATUSES) {
        for (const actor of ['customer', 'provider', 'operator', 'system'] as const) {
          const next = nextStatuses(type, from, actor);
          for (const to of ORDER_STATUSES) expect(canTransition(type, from, to, actor)).toBe(next.includes(to));
        }
      }
    }
  });

  it('the customer cancels only in requested, accepted or approved states (spec §4.5)', () => {
    const cancellable = (type: 'T' | 'E' | 'R') => ORDER_STATUSES.filter((s) => customerCanCancel(type, s));
    expect(cancellable('T')).toEqual(['REQD', 'ACPT', 'APRD']);
    expect(cancellable('E')).toEqual(['REQD', 'APRD']);
    expect(cancellable('R')).toEqual(['REQD', 'ACPT']);
  });

  it('the operator can cancel every open order; every reachable status is in a list', () => {
    for (const type of ORDER_TYPES) {
      for (const from of ['REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY'] as const)
        expect(canTransition(type, from, 'CBA', 'operator')).toBe(true);
      const listed = [...ACTIVE_STATUSES[type], ...RECENT_STATUSES[type]];
      expect(new Set(listed).size).toBe(listed.length);
      // Express never passes through ACPT (the taker approves at once); CLSE is for RFPs.
      expect(ORDER_STATUSES.filter((s) => !listed.includes(s))).toEqual({ T: ['CLSE'], E: ['ACPT', 'CLSE'], R: [] }[type]);
      // Every status a transition of this type reaches is in one of its lists.
      for (const tr of ORDER_TRANSITIONS.filter((x) => x.type === type)) expect(listed, `${type} ${tr.to}`).toContain(tr.to);
    }
  });

  it('the cancellation fee: past REQD and more than 300 s after the last change', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(cancelFeeApplies('REQD', now - 3_600_000, now)).toBe(false);
    expect(cancelFeeApplies('APRD', now - 300_000, now)).toBe(false);
    expect(cancelFeeApplies('APRD', now - 300_001, now)).toBe(true);
    expect(cancelFeeApplies('ACPT', new Date(now - 600_000), new Date(now))).toBe(true);
  });

  it('estimate, payment and rating gates', () => {
    expect(needsEstimation({ customerFeesStatus: 'PEND', totalAmountOfCustomer: null })).toBe(true);
    expect(needsEstimation({ customerFeesStatus: 'ACPT', totalAmountOfCustomer: null })).toBe(true);
    expect(needsEstimation({ customerFeesStatus: 'ACPT', totalAmountOfCustomer: 10 })).toBe(false);
    expect(needsEstimation({ customerFeesStatus: 'REJT', totalAmountOfCustomer: null })).toBe(false);
    expect(canSendEstimate('UP', null)).toBe(true);
    expect(canSendEstimate('UP', 'PEND')).toBe(false);
    expect(canSendEstimate('OTW', null)).toBe(false);
    expect(canRecordPayment({ status: 'UP', customerFeesStatus: 'PEND', totalAmountOfCustomer: null })).toBe(false);
    expect(canRecordPayment({ status: 'UP', customerFeesStatus: 'REJT', totalAmountOfCustomer: null })).toBe(true);
    expect(canRecordPayment({ status: 'DONE', customerFeesStatus: null, totalAmountOfCustomer: null })).toBe(true);
    expect(canRecordPayment({ status: 'DONE', customerFeesStatus: null, totalAmountOfCustomer: 0 })).toBe(false);
    expect(canRate({ status: 'DONE', totalAmountOfCustomer: null })).toBe(false);
    expect(canRate({ status: 'FSD', totalAmountOfCustomer: 3 })).toBe(true);
    expect(canRate({ status: 'UP', totalAmountOfCustomer: 3 })).toBe(false);
  });

  it('progress: later statuses imply earlier ones; a cancelled order shows where it stopped', () => {
    expect(progressIndex('T', 'REQD')).toBe(0);
    expect(progressIndex('T', 'ACPT')).toBe(1);
    expect(progressIndex('T', 'APRD')).toBe(1);
    expect(progressIndex('E', 'UP')).toBe(3);
    expect(progressIndex('E', 'DONE')).toBe(4);
    expect(progressIndex('T', 'CBC', 'OTW')).toBe(2);
    expect(progressIndex('R', 'ACPT')).toBe(2);
  });

  it('RFP progress (spec §4.2): requested, receiving proposal once a reply came, accepted, on the way, under progress, finished', () => {
    expect(PROGRESS_STEPS.R).toEqual(['REQD', RECEIVING_PROPOSALS, 'ACPT', 'OTW', 'UP', 'FSD']);
    expect(progressIndex('R', 'REQD')).toBe(0);
    expect(progressIndex('R', 'REQD', null, 0)).toBe(0);
    expect(progressIndex('R', 'REQD', null, 2)).toBe(1);
    expect(progressIndex('R', 'ACPT', null, 3)).toBe(2);
    expect(progressIndex('R', 'APRD')).toBe(2);
    expect(progressIndex('R', 'DONE')).toBe(5);
    // Closed or cancelled while requested: where it stopped depends on whether proposals had come.
    expect(progressIndex('R', 'CLSE', 'REQD', 0)).toBe(0);
    expect(progressIndex('R', 'CLSE', 'REQD', 1)).toBe(1);
    expect(progressIndex('R', 'CBC', 'ACPT', 1)).toBe(2);
    // Replies mean nothing for the other types.
    expect(progressIndex('T', 'REQD', null, 4)).toBe(0);
  });
});

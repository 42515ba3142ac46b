import { afterEach, describe, expect, it } from 'vitest';
import { endOfDayUnix, rfpDateProblems, startOfDayUnix, todayInAmman } from './rfp-dates.ts';

// 2030-05-04 09:00 in Amman (UTC+3 all year since 2022).
const NOW = new Date('2030-05-04T06:00:00Z');
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('RFP days in Amman', () => {
  it('start at 00:00:00 and end at 23:59:59 of the chosen day in Amman', () => {
    expect(startOfDayUnix('2030-05-10')).toBe(Date.UTC(2030, 4, 9, 21, 0, 0) / 1000);
    expect(endOfDayUnix('2030-05-10')).toBe(Date.UTC(2030, 4, 10, 20, 59, 59) / 1000);
  });

  it('do not depend on the browser timezone', () => {
    process.env.TZ = 'America/New_York';
    expect(startOfDayUnix('2030-05-10')).toBe(Date.UTC(2030, 4, 9, 21, 0, 0) / 1000);
    expect(endOfDayUnix('2030-05-10')).toBe(Date.UTC(2030, 4, 10, 20, 59, 59) / 1000);
  });

  it('today is the Amman calendar day, also just after midnight there while UTC is still yesterday', () => {
    expect(todayInAmman(NOW)).toBe('2030-05-04');
    expect(todayInAmman(new Date('2030-05-04T22:30:00Z'))).toBe('2030-05-05');
  });
});

describe('rfpDateProblems (spec §5)', () => {
  it('requires both dates', () => {
    expect(rfpDateProblems(null, null, NOW)).toEqual({ startDate: 'rfpStartDateRequired', endDate: 'rfpEndDateRequired' });
    expect(rfpDateProblems('2030-05-04', null, NOW)).toEqual({ endDate: 'rfpEndDateRequired' });
    expect(rfpDateProblems(null, '2030-05-06', NOW)).toEqual({ startDate: 'rfpStartDateRequired' });
  });

  it('refuses an end before the start', () => {
    expect(rfpDateProblems('2030-05-10', '2030-05-09', NOW)).toEqual({ endDate: 'rfpEndDateValidity' });
  });

  it('takes the end as the end of its day: a one-day RFP (start and end the same day) is valid', () => {
    expect(rfpDateProblems('2030-05-04', '2030-05-04', NOW)).toEqual({});
    expect(rfpDateProblems('2030-05-04', '2030-05-20', NOW)).toEqual({});
  });

  it('refuses a start before today', () => {
    expect(rfpDateProblems('2030-05-03', '2030-05-20', NOW)).toEqual({ startDate: 'rfpStartDatePast' });
  });
});

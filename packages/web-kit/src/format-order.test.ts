import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderDate } from './format-order.ts';
import { dateTime } from './relative-time.ts';

/** Wall-clock times in Amman (UTC+3 all year since 2022), the browser's zone here (and the marketplace's clock), so either way reads the same. */
const at = (hhmm: string) => `2026-11-26T${hhmm}:00+03:00`;

describe('order dates and times in the three languages (spec §9)', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Amman';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('Arabic: noon to 12:59 is afternoon (م), midnight to 11:59 morning (ص)', () => {
    expect(formatOrderDate(at('12:00'), 'ar')).toBe('26-11-2026 12:00 م');
    expect(formatOrderDate(at('12:59'), 'ar')).toBe('26-11-2026 12:59 م');
    expect(formatOrderDate(at('13:00'), 'ar')).toBe('26-11-2026 1:00 م');
    expect(formatOrderDate(at('00:30'), 'ar')).toBe('26-11-2026 12:30 ص');
    expect(formatOrderDate(at('11:59'), 'ar')).toBe('26-11-2026 11:59 ص');
  });

  it('English: h:mm A', () => {
    expect(formatOrderDate(at('12:07'), 'en')).toBe('26-11-2026 12:07 PM');
    expect(formatOrderDate(at('08:00'), 'en')).toBe('26-11-2026 8:00 AM');
  });

  it('French: the 24-hour clock, as the appointment picker', () => {
    expect(formatOrderDate(at('08:00'), 'fr')).toBe('26-11-2026 08:00');
    expect(formatOrderDate(at('12:07'), 'fr')).toBe('26-11-2026 12:07');
    expect(formatOrderDate(at('20:45'), 'fr')).toBe('26-11-2026 20:45');
  });

  it('dates alone are DD-MM-YYYY in every language', () => {
    for (const lang of ['en', 'ar', 'fr'] as const) expect(formatOrderDate(at('12:00'), lang, false)).toBe('26-11-2026');
  });

  it('the notification tooltip follows the same rules', () => {
    const noon = Date.parse(at('12:15')) / 1000;
    expect(dateTime(noon, 'ar')).toBe('26-11-2026 12:15 م');
    expect(dateTime(noon, 'fr')).toBe('26-11-2026 12:15');
    expect(dateTime(noon, 'en')).toBe('26-11-2026 12:15 PM');
  });
});

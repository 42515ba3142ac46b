import { afterEach, describe, expect, it } from 'vitest';
import { buildListQuery, EMPTY_FILTER } from './list-query.ts';
import { endOfAmmanDayUnix, pickedInAmman, startOfAmmanDayUnix } from '@portal/web-kit/amman-time';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { dateTime } from '@portal/web-kit/relative-time';

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

/** The browser timezones the walk-through met, and one west of UTC where a day is lost the other way. */
const BROWSERS = ['UTC', 'America/New_York', 'Asia/Amman', 'Asia/Tokyo'];

describe('marketplace dates are Amman dates in every browser timezone (issue 13, point 20)', () => {
  it('shows an RFP start day picked as 25-11-2026 as 25-11-2026', () => {
    const start = Date.UTC(2026, 10, 24, 21, 0) / 1000; // 00:00 on 25-11-2026 in Amman
    for (const tz of BROWSERS) {
      process.env.TZ = tz;
      expect(startOfAmmanDayUnix('2026-11-25')).toBe(start);
      expect(formatOrderDate(start, 'en', false)).toBe('25-11-2026');
      expect(formatOrderDate(start, 'en')).toBe('25-11-2026 12:00 AM');
    }
  });

  it('reads a picked appointment as Amman time and shows it back the same', () => {
    for (const tz of BROWSERS) {
      process.env.TZ = tz;
      const at = pickedInAmman('2026-11-26 15:30:00').unix();
      expect(at).toBe(Date.UTC(2026, 10, 26, 12, 30) / 1000);
      expect(formatOrderDate(at, 'en')).toBe('26-11-2026 3:30 PM');
      expect(dateTime(at, 'en')).toBe('26-11-2026 3:30 PM');
    }
  });

  it('filters lists on Amman days', () => {
    for (const tz of BROWSERS) {
      process.env.TZ = tz;
      const q = buildListQuery(true, { ...EMPTY_FILTER, from: '2026-11-25', to: '2026-11-25' });
      expect(q.dateStart).toBe(Date.UTC(2026, 10, 24, 21, 0) / 1000);
      expect(q.dateEnd).toBe(endOfAmmanDayUnix('2026-11-25'));
      expect(q.dateEnd! - q.dateStart!).toBe(86_399);
    }
  });
});

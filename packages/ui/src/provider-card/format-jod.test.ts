import { describe, expect, it } from 'vitest';
import { formatCount, formatJod, formatRating } from './format-jod.ts';

describe('formatJod', () => {
  it('puts the language label after the amount', () => {
    expect(formatJod(65, 'en', 'jd')).toBe('65 jd');
    expect(formatJod(15, 'ar', 'د.أ')).toBe('15 د.أ');
  });
  it('keeps at most two decimals, and none when whole', () => {
    expect(formatJod(12.5, 'en', 'jd')).toBe('12.5 jd');
    expect(formatJod(7.456, 'en', 'jd')).toBe('7.46 jd');
    expect(formatJod(20, 'fr', 'jd')).toBe('20 jd');
  });
  it('uses the language decimal separator with Latin digits', () => {
    expect(formatJod(12.5, 'fr', 'jd')).toBe('12,5 jd');
    expect(formatJod(1250, 'en', 'jd')).toBe('1,250 jd');
    expect(formatJod(12.5, 'ar', 'د.أ')).toMatch(/^12[.٫]5 د\.أ$/);
    expect(formatJod(1250, 'ar', 'د.أ')).not.toMatch(/[٠-٩]/);
  });
});

describe('formatCount and formatRating', () => {
  it('formats counts and one-decimal ratings', () => {
    expect(formatCount(1412, 'en')).toBe('1,412');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4, 'ar')).toBe('4');
  });
});

import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = Date.UTC(2025, 4, 10, 12, 0, 0);
const ago = (seconds: number) => Math.floor(now / 1000) - seconds;

describe('timeAgo', () => {
  it('reads naturally in Arabic, with the dual and the counted forms', () => {
    expect(timeAgo(ago(10), 'ar', now)).toBe('منذ لحظات');
    expect(timeAgo(ago(60), 'ar', now)).toBe('منذ دقيقة');
    expect(timeAgo(ago(120), 'ar', now)).toBe('منذ دقيقتين');
    expect(timeAgo(ago(5 * 60), 'ar', now)).toBe('منذ 5 دقائق');
    expect(timeAgo(ago(15 * 60), 'ar', now)).toBe('منذ 15 دقيقة');
    expect(timeAgo(ago(3 * 3600), 'ar', now)).toBe('منذ 3 ساعات');
    expect(timeAgo(ago(2 * 86400), 'ar', now)).toBe('منذ يومين');
  });

  it('speaks English and French', () => {
    expect(timeAgo(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(5 * 60), 'fr', now)).toBe('il y a 5 minutes');
    expect(timeAgo(ago(3 * 3600), 'fr', now)).toBe('il y a 3 heures');
  });
});

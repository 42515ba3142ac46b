import { describe, expect, it } from 'vitest';
import { formatClock } from './countdown.ts';

describe('formatClock', () => {
  it('writes seconds as mm:ss', () => {
    expect(formatClock(120)).toBe('02:00');
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

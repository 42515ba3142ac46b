import { describe, expect, it } from 'vitest';
import { roundToHalf, starFills } from './star-fills.ts';

describe('roundToHalf', () => {
  it('rounds to the nearest half step', () => {
    expect(roundToHalf(3.74)).toBe(3.5);
    expect(roundToHalf(3.75)).toBe(4);
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
  });
  it('clamps to 0..5 and treats nonsense as 0', () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });
});

describe('starFills', () => {
  it('fills whole stars, then one half, then empties', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

import { describe, expect, it } from 'vitest';
import { callingCodeOptions, matchesCallingCode } from './country-calling-codes.ts';

describe('callingCodeOptions', () => {
  it('puts Jordan (+962) first, the default phone country of spec §9', () => {
    const [first] = callingCodeOptions('en');
    expect(first).toMatchObject({ value: 'JO', code: '+962', name: 'Jordan' });
  });

  it('names countries in the user language and keeps countries that share a code apart', () => {
    const ar = callingCodeOptions('ar');
    expect(ar[0]?.name).toBe('الأردن');
    const plusOne = callingCodeOptions('en')
      .filter((o) => o.code === '+1')
      .map((o) => o.value);
    expect(plusOne).toEqual(expect.arrayContaining(['US', 'CA']));
  });

  it('finds a country by name, letters or digits', () => {
    const jo = { value: 'JO', name: 'Jordan', code: '+962' };
    expect(matchesCallingCode(jo, 'jor')).toBe(true);
    expect(matchesCallingCode(jo, 'jo')).toBe(true);
    expect(matchesCallingCode(jo, '+96')).toBe(true);
    expect(matchesCallingCode(jo, '44')).toBe(false);
    expect(matchesCallingCode(jo, '')).toBe(true);
  });
});

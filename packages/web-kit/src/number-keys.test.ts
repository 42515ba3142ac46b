import { describe, expect, it, vi } from 'vitest';
import { blockNumberKeys, isBlockedNumberKey, withinDecimals } from './number-keys.ts';

describe('number input keys (spec §5)', () => {
  it('blocks e, E, + and - always', () => {
    for (const key of ['e', 'E', '+', '-']) {
      expect(isBlockedNumberKey(key, { decimals: true })).toBe(true);
      expect(isBlockedNumberKey(key, { decimals: false })).toBe(true);
    }
  });

  it('blocks the point unless decimals are allowed', () => {
    expect(isBlockedNumberKey('.', { decimals: false })).toBe(true);
    expect(isBlockedNumberKey('.', { decimals: true })).toBe(false);
  });

  it('blocks the up and down arrows of the amount paid, and keeps the caret keys', () => {
    expect(isBlockedNumberKey('ArrowUp', { decimals: true })).toBe(true);
    expect(isBlockedNumberKey('ArrowDown', { decimals: true })).toBe(true);
    expect(isBlockedNumberKey('ArrowUp', { decimals: true, stepKeys: false })).toBe(false);
    for (const key of ['ArrowLeft', 'ArrowRight', 'Backspace', 'Delete', 'Tab', 'Enter', 'Home', 'End'])
      expect(isBlockedNumberKey(key, { decimals: true })).toBe(false);
  });

  it('lets digits through', () => {
    for (const key of '0123456789') expect(isBlockedNumberKey(key, { decimals: false })).toBe(false);
  });

  it('the handler prevents only blocked keys, and never a shortcut', () => {
    const handler = blockNumberKeys({ decimals: false });
    const ev = (key: string, mod: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({ key, preventDefault: vi.fn(), ...mod });
    const blocked = ev('-');
    handler(blocked);
    expect(blocked.preventDefault).toHaveBeenCalled();
    const point = ev('.');
    handler(point);
    expect(point.preventDefault).toHaveBeenCalled();
    const digit = ev('5');
    handler(digit);
    expect(digit.preventDefault).not.toHaveBeenCalled();
    const shortcut = ev('e', { ctrlKey: true });
    handler(shortcut);
    expect(shortcut.preventDefault).not.toHaveBeenCalled();
  });

  it('knows three decimals from four', () => {
    expect(withinDecimals(12.345)).toBe(true);
    expect(withinDecimals(0.1 + 0.2)).toBe(true);
    expect(withinDecimals(12.3456)).toBe(false);
  });
});

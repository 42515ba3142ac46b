import { beforeEach, describe, expect, it } from 'vitest';
import { deviceId } from './device-id.ts';

beforeEach(() => localStorage.clear());

describe('deviceId', () => {
  it('is a random UUID made once and kept in localStorage under "deviceId"', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('deviceId')).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it('keeps an id already held', () => {
    localStorage.setItem('deviceId', 'kept-id');
    expect(deviceId()).toBe('kept-id');
  });

  it('differs between browsers (storages)', () => {
    const a = new Map<string, string>();
    const storage = (m: Map<string, string>) =>
      ({ getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }) as Storage;
    expect(deviceId(storage(a))).not.toBe(deviceId(storage(new Map())));
    expect(deviceId(storage(a))).toBe(a.get('deviceId'));
  });
});

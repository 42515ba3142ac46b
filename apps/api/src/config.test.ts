import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('HEAP_GROWING_PERCENT', () => {
  it('lets the heap grow by half past what is live unless told otherwise', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '100' }).heapGrowingPercent).toBe(100);
  });

  it('leaves V8 its own growth for 0 or anything that is not a number', () => {
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: 'lots' }).heapGrowingPercent).toBe(0);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '-5' }).heapGrowingPercent).toBe(0);
  });
});

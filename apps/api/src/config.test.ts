import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';

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

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, so the socket address is the client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or proxy addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
  });

  it('refuses anything else, "true" included, rather than trusting every caller', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow(/proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY as Fastify takes it', () => {
  it('turns a hop count into a rule on the hop index (Fastify alone would trust nobody for a number)', () => {
    const rule = fastifyTrustProxy(1) as (addr: string, hop: number) => boolean;
    expect(rule('10.0.0.1', 0)).toBe(true);
    expect(rule('198.51.100.1', 1)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

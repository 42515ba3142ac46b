import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAbuseLimits } from '../../src/config.ts';
import ar from '../../src/locales/ar.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../harness.ts';

/** Forgot-password: 5 calls per address in 15 minutes, and no argon2 work, so it is the cheapest limit to watch. */
const forgot = (t: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', headers, remoteAddress, payload: { email: 'someone@example.jo' } });

/** Five calls each claiming another client address; the answers' status codes. */
async function spoofedBurst(t: TestApp, remoteAddress?: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= 6; i++) codes.push((await forgot(t, { lang: 'ar', 'x-forwarded-for': `198.51.100.${i}` }, remoteAddress)).statusCode);
  return codes;
}

describe('client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, abuseLimits: { ...defaultAbuseLimits, loginAddressFailures: 3 } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a caller cannot escape the per-address limits by naming other addresses', async () => {
    expect(await spoofedBurst(t)).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await forgot(t, { lang: 'ar', 'x-forwarded-for': '198.51.100.77, 10.0.0.1' });
    expect(limited.json()).toEqual({ error: true, message: ar.tooManyRequests, data: null, status: 429 });
  });

  it('counts failed logins of one socket address together whatever it claims to forward', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/operator/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { email: `nobody${i}@example.jo`, password: 'Wrong@12345' },
      });
      expect(res.statusCode).toBe(400);
    }
    const sprayed = await t.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { email: 'nobody9@example.jo', password: 'Wrong@12345' },
    });
    expect(sprayed.statusCode).toBe(429);
  });
});

describe('client address with TRUST_PROXY=127.0.0.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('takes the client from X-Forwarded-For when the trusted proxy sends it', async () => {
    expect(await spoofedBurst(t)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    expect(await spoofedBurst(t, '203.0.113.50')).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

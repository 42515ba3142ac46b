import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers healthz and readyz in the envelope', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ error: false, status: 200, data: { ok: true } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.json().data.ok).toBe(true);
  });

  it('readyz fails while Redis is set but cannot be reached (limits would not be shared), healthz does not', async () => {
    // A closed loopback port: nothing listens on port 1.
    const lone = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits: true });
    try {
      expect((await lone.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(503);
      expect((await lone.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await lone.close();
    }
    if (process.env.REDIS_URL) expect((await t.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope in the caller language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'ar' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, message: 'غير موجود', data: null, status: 404 });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/healthz']).toBeDefined();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, insertOrder, PLACES, post, providerSession } from '../../../test/kits/provider-test-kit.ts';

const TOKEN = 'metrics-test-token';

/** The value of one series in the Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics (METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Expiry jobs wait for the express window (300 s here), so the queue shows depth while the test runs.
    t = await createTestApp({ metricsToken: TOKEN });
    await seedDemo(t.db);
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 404, as a path that does not exist, without the token: none, a wrong one, a session', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: TOKEN }, customer.headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, status: 404 });
    }
  });

  it('is off (404) even with a token when METRICS_TOKEN is unset', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('counts requests by route pattern, never by raw URL, with latency, and 5xx errors', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const series = 'khidmat_http_request_duration_seconds_count{method="GET",route="/api/files/:fileId",status="404"}';
    const before = sample(await scrape(), series);
    const id = randomUUID();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: customer.headers });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 3);
    expect(text).not.toContain(id);
    expect(text).toContain('khidmat_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/files/:fileId",status="404"}');
    expect(text).toMatch(/^# TYPE khidmat_http_server_errors_total counter$/m);
  });

  it('reports the database pool, the job queue, delivery counters and the express time to accept', async () => {
    const customer = await customerAt(t, PLACES.khalda);
    const p = await providerSession(t, 'provider1@demo.jo');
    const id = await insertOrder(t, { type: 'E', customerId: customer.id, dispatchExpiresAt: null });
    await t.app.ctx.orderEvents.expressCreated(id);
    const acceptedBefore = sample(await scrape(), 'khidmat_express_time_to_accept_seconds_count');
    expect((await post(t, `/api/provider/orders/E/${id}/accept`, p.headers)).statusCode).toBe(200);

    const text = await scrape();
    expect(sample(text, 'khidmat_express_time_to_accept_seconds_count')).toBe(acceptedBefore + 1);
    expect(sample(text, 'khidmat_db_pool_max')).toBe(5);
    expect(sample(text, 'khidmat_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // The order's expiry job waits in pg-boss (state created) until its window ends.
    expect(text).toMatch(/^khidmat_jobs\{queue="[^"]+",state="created"\} [1-9]/m);
    expect(text).toMatch(/^# TYPE khidmat_mail_deliveries_total counter$/m);
    expect(text).toMatch(/^# TYPE khidmat_push_deliveries_total counter$/m);
    expect(text).toContain('khidmat_process_cpu_seconds_total');
  });

  it('counts mails handed to the mailer', async () => {
    const before = sample(await scrape(), 'khidmat_mail_deliveries_total{result="sent"}');
    await t.app.inject({ method: 'POST', url: '/api/customer/forgetPwd', payload: { email: 'customer@demo.jo' } });
    await t.app.ctx.mail.drain();
    expect(sample(await scrape(), 'khidmat_mail_deliveries_total{result="sent"}')).toBeGreaterThan(before);
  });
});

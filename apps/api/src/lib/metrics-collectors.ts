import type pg from 'pg';
import { Gauge, Registry } from 'prom-client';

/**
 * The metrics one app reads at scrape time: its database pool, and the job queue (pg-boss's tables, shared by
 * every instance, so each instance reports the same depth). A registry per app, so that several apps in one
 * process (tests) each report their own pool.
 */
export function appMetricsRegistry(pool: pg.Pool): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'khidmat_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'khidmat_db_pool_max',
    help: 'Most connections the pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'khidmat_jobs',
    help: 'Background jobs (pg-boss) by queue and state: created and retry are the queue depth, failed gave up',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // Before pg-boss has installed its schema (first start) there is nothing to count.
      const { rows } = await pool
        .query<{ name: string; state: string; n: string }>(
          "SELECT name, state::text, count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state",
        )
        .catch(() => ({ rows: [] as Array<{ name: string; state: string; n: string }> }));
      for (const r of rows) this.set({ queue: r.name, state: r.state }, Number(r.n));
    },
  });
  return registry;
}

import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background jobs on pg-boss in the app's own database (schema `pgboss`), so several API instances share
 * them (DESIGN.md, Jobs). pg-boss runs on the app's pool (no second pool), without its cron clock (we use
 * no cron) and without state monitoring, so it starts in one round trip once installed and says nothing
 * unless something fails. Handlers are registered before `start`; a job that throws is retried.
 */
export function createJobs(pool: pg.Pool, log: FastifyBaseLogger, opts: { pollingIntervalSeconds?: number } = {}) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    migrate: true,
  });
  boss.on('error', (err: unknown) => log.warn({ err }, 'job queue error'));
  const handlers = new Map<string, JobHandler<never>>();
  let started = false;

  return {
    /** Declares a queue and what runs its jobs (before `start`). */
    handle<T>(queue: string, handler: JobHandler<T>) {
      if (started) throw new Error(`job queue ${queue} registered after start`);
      handlers.set(queue, handler as JobHandler<never>);
    },

    async start() {
      await boss.start();
      for (const [queue, handler] of handlers) {
        await createQueueOnce(() => boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 5, retryBackoff: true }));
        await boss.work<never>(queue, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 5 }, async (jobs) => {
          for (const job of jobs) await handler(job.data);
        });
      }
      started = true;
    },

    /** Runs the job at `at` (or within a polling interval after). Handlers must be idempotent: a job may run twice. */
    async sendAt<T extends object>(queue: string, data: T, at: Date): Promise<string | null> {
      return boss.sendAfter(queue, data, {}, at);
    },

    /** Waits for jobs in flight (up to 5 s), then stops polling. */
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;

/**
 * Instances started together on a fresh database create the same queues at once, and pg-boss's queue insert
 * (a row plus its partition) can deadlock with another instance's (40P01, found by the cluster suite). The
 * loser's work was the same as the winner's: try again, a little later, until the queue exists.
 */
async function createQueueOnce(create: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await create();
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}

import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { sqlExecutor, type SqlExecutor } from './sql-executor.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/** How a queue retries a job that throws: pg-boss waits retryDelay × 2^n (with jitter) when retryBackoff is on. */
export type RetryPolicy = { retryLimit: number; retryDelay: number; retryBackoff: boolean };
const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 5, retryBackoff: true };

/**
 * Background jobs on pg-boss in the app's own database (schema `pgboss`), so several API instances share
 * them (docs/design.md, Jobs). pg-boss runs on the app's pool (no second pool), without its cron clock (we use
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
  const handlers = new Map<string, { handler: JobHandler<never>; retry: RetryPolicy }>();
  const workers = new Map<string, string>();
  // Batches still in our handlers: pg-boss's stop gives up waiting after its timeout (failing them for a retry),
  // but a handler keeps running and would then meet the pool its app has ended. stop() waits for these too.
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let stopping = false;

  return {
    /** Declares a queue, what runs its jobs and how a failed one is retried (before `start`). */
    handle<T>(queue: string, handler: JobHandler<T>, retry: RetryPolicy = DEFAULT_RETRY) {
      if (started) throw new Error(`job queue ${queue} registered after start`);
      handlers.set(queue, { handler: handler as JobHandler<never>, retry });
    },

    async start() {
      await boss.start();
      for (const [queue, { handler, retry }] of handlers) {
        await createQueueOnce(() => boss.createQueue(queue, { name: queue, ...retry }));
        // pg-boss would fail (and retry) the whole batch if the callback threw: each job is failed on its own
        // instead, so one failing job never makes the others of its batch run twice.
        const id = await boss.work<never>(queue, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 5 }, (jobs) => {
          const batch = (async () => {
            for (const job of jobs) {
              try {
                await handler(job.data);
              } catch (err) {
                // Stopping: pg-boss has failed the unfinished jobs already (they are retried by the next instance).
                if (stopping) continue;
                log.warn({ err, queue, jobId: job.id }, 'job failed; pg-boss retries it');
                await boss.fail(queue, job.id, { message: String((err as Error)?.message ?? err) });
              }
            }
          })();
          inFlight.add(batch);
          return batch.finally(() => inFlight.delete(batch));
        });
        workers.set(queue, id);
      }
      started = true;
    },

    /** Runs the job at `at` (or within a polling interval after). Handlers must be idempotent: a job may run twice. */
    async sendAt<T extends object>(queue: string, data: T, at: Date): Promise<string | null> {
      return boss.sendAfter(queue, data, {}, at);
    },

    /**
     * Adds jobs with the queue's retry policy through `executor`, normally the transaction of the change that
     * causes them: they exist only if it commits, and are never lost once it has.
     */
    async enqueue<T extends object>(executor: SqlExecutor, queue: string, data: T[]): Promise<void> {
      if (!data.length) return;
      await boss.insert(
        data.map((d) => ({ name: queue, data: d })),
        { db: sqlExecutor(executor) },
      );
    },

    /** Makes this instance's worker of `queue` look for jobs now rather than at its next poll (after a commit). */
    wake(queue: string) {
      const id = workers.get(queue);
      if (id) boss.notifyWorker(id);
    },

    /**
     * Waits until `queue` has no job due now (created or retrying with its time come, or running): what was
     * enqueued has had its attempt. Jobs retrying later do not count. For tests and shutdown.
     */
    async idle(queue: string, timeoutMs = 15_000): Promise<void> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1
             AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [queue],
        );
        if (!rows[0]?.n) return;
        if (Date.now() > until) throw new Error(`job queue ${queue} still busy after ${timeoutMs} ms`);
        this.wake(queue);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    /**
     * Stops polling and waits for the jobs in flight: pg-boss fails those still running after 5 s (so another
     * instance retries them), and this then waits up to 30 s more for their handlers to return, so none of them
     * uses the pool after the app ends it.
     */
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      workers.clear();
      await boss.stop({ graceful: true, timeout: 5000, close: false });
      if (inFlight.size) {
        let timer: NodeJS.Timeout | undefined;
        const cap = new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)));
        await Promise.race([Promise.allSettled([...inFlight]), cap]);
        clearTimeout(timer);
      }
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

import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@portal/db/client';

import { EVENTS_CHANNEL } from '@portal/db/notification-version';

export { EVENTS_CHANNEL };

/** Anything Drizzle can run SQL with: the pool or an open transaction (NOTIFY in a transaction is sent at commit). */
type Executor = Pick<Db, 'execute'>;

/**
 * Cross-instance events over PostgreSQL LISTEN/NOTIFY. One dedicated connection per app listens; messages
 * are `<prefix>:<rest>` and go to the handler of their prefix. In-memory caches may be trusted only while
 * `live`: a dropped connection can lose messages, so every reset handler runs (caches empty themselves)
 * when the connection drops and again once it is back.
 */
export function createPgEvents(clientConfig: pg.ClientConfig, log: FastifyBaseLogger) {
  const handlers = new Map<string, (rest: string) => void>();
  const resets: Array<() => void> = [];
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retryMs = 250;
  let retryTimer: NodeJS.Timeout | null = null;

  function reset() {
    for (const fn of resets) fn();
  }

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const handler = handlers.get(payload.slice(0, colon));
    try {
      handler?.(payload.slice(colon + 1));
    } catch (err) {
      log.warn({ err, payload }, 'event handler failed');
    }
  }

  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return;
    client = null;
    live = false;
    reset();
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
    if (stopped) return;
    log.warn({ err }, `lost the ${EVENTS_CHANNEL} listener, reconnecting`);
    schedule();
  }

  function schedule() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5000);
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const c = new pg.Client({ ...clientConfig, keepAlive: true });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL) dispatch(msg.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (client !== c) return;
      if (stopped) {
        await c.end().catch(() => {});
        return;
      }
      // Whatever was cached before may have missed messages while nobody listened.
      reset();
      live = true;
      retryMs = 250;
    } catch (err) {
      lost(c, err as Error);
    }
  }

  return {
    /** True while LISTEN is active, i.e. while caches are kept current by the other instances. */
    get live() {
      return live;
    },
    on(prefix: string, handler: (rest: string) => void) {
      handlers.set(prefix, handler);
    },
    /** Runs when the listener connects or drops: anything cached may be stale then. */
    onReset(fn: () => void) {
      resets.push(fn);
    },
    /** Sends `<prefix>:<rest>` to every instance (this one too); inside a transaction it goes out at commit. */
    async publish(executor: Executor, message: string) {
      await executor.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${message})`);
    },
    /** First connection; a failure is logged and retried in the background (caches stay off meanwhile). */
    start: () => connect(),
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const c = client;
      client = null;
      live = false;
      reset();
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
export type PgEvents = ReturnType<typeof createPgEvents>;

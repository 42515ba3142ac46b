import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type DbHandle } from '@portal/db/client';
import { withDatabase } from '@portal/db/database-url';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';

export type TestApp = {
  app: FastifyInstance;
  db: DbHandle['db'];
  pool: DbHandle['pool'];
  config: Config;
  /** Name of the test database (a second app can be built on it, see `sameDatabaseAs`). */
  database: string;
  /** Sends the queued mails, then returns those written to the outbox folder, oldest first (raw RFC 822 text). */
  outbox: () => Promise<Array<{ file: string; raw: string }>>;
  close: () => Promise<void>;
};

let counter = 0;

export type TestAppOptions = {
  /**
   * Build this app on the database of an app already made, as a second API instance would run (its own
   * pool, listener, caches and data folder). Closing it leaves the database to the first app.
   */
  sameDatabaseAs?: TestApp;
  /** Passed to buildApp: sees every route as it is registered. */
  onRoute?: BuildOptions['onRoute'];
  /** The app logs (through its redacting logger) into this stream instead of staying silent. */
  logStream?: BuildOptions['logStream'];
};

/**
 * A real app on its own fresh database (cloned from the migrated template) and its own data folder.
 * Captcha, rate limits and the retention purge are off unless a test turns them on.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const template = inject('templateDb');
  let name = options.sameDatabaseAs?.database;
  if (!name) {
    name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-data-'));
  const config = loadConfig({}, { dataDir, captcha: false, rateLimits: false, publicUrl: 'http://portal.test', logLevel: 'silent',
    // The purge would delete sessions and write its claim row under the tests that count rows; its own test calls it.
    retentionPurge: false,
    // CI's second run sets REDIS_URL: the rate limits then count in the real Redis, under a name of this app's own.
    redisUrl: process.env.REDIS_URL || undefined,
    rateLimitNamespace: `portal-rl-test:${name}:`, ...overrides });
  const handle = connect(withDatabase(serverUrl, name), 5);
  const app = await buildApp(config, {
    db: handle,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    onRoute: options.onRoute,
  });
  await app.ready();
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    app,
    db: handle.db,
    pool: handle.pool,
    config,
    database: name,
    outbox: async () => {
      await app.ctx.mail.drain();
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir).sort();
      } catch {
        return [];
      }
      return files.map((file) => ({ file, raw: readFileSync(path.join(outboxDir, file), 'utf8') }));
    },
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '@portal/db/database-url';
import { startEmbeddedPostgres } from '@portal/db/embedded-server';
import { freePort } from './free-port.ts';
import { waitForPortal } from './wait-for-portal.ts';
import { e2eDataDir, repoRoot } from './paths.ts';

/**
 * Starts the built portal as `npm start` would (demo data, bot off) on a fresh data folder; with
 * DATABASE_URL on a fresh database of that server, else on the embedded PostgreSQL.
 */
export default async function globalSetup() {
  // A free port of our own, so a portal already running on this machine is never mistaken for ours;
  // the workers read it back from the environment they inherit (see playwright.config.ts).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  process.env.E2E_PORT = String(port);
  const server = path.join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(server) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run test:e2e does it)');
  }
  rmSync(e2eDataDir, { recursive: true, force: true });
  mkdirSync(e2eDataDir, { recursive: true });

  // The specs seed fixtures through packages/db, so they need the portal's database: with DATABASE_URL a
  // fresh database on that server, else an embedded PostgreSQL of the run's own (the portal's own embedded
  // start is covered by the db lifecycle tests and the quick start).
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(e2eDataDir, 'pg'));
  const serverUrl = process.env.DATABASE_URL || embedded!.url;
  const name = `e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, name);
  process.env.E2E_DATABASE_URL = databaseUrl;
  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    await embedded?.stop();
  };

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: e2eDataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    DEMO: '1',
    DEMO_BOT: '0',
    RATE_LIMITS: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    PUSH_ALLOW_INSECURE: '1',
  };
  const child: ChildProcess = spawn(process.execPath, [server], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPortal(child, `http://localhost:${port}`);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dropDatabase();
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { waitForPortal } from './wait-for-portal.ts';
import { repoRoot } from './paths.ts';

/**
 * Another portal process on the e2e database with extra settings (e.g. a Google Maps key), as a second
 * instance of a deployment would run: its own port and data folder, the same PostgreSQL.
 */
export async function startSecondPortal(extraEnv: Record<string, string>) {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through playwright.config.ts');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-second-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    DEMO: '0',
    RATE_LIMITS: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForPortal(child, url);
  return {
    url,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

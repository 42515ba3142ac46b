// The three-instance set of issue 16 for `npm run bench`: the built portal three times on one database and one
// Redis, behind Debian's nginx terminating TLS with the production configuration (deploy/nginx/khidmat.conf).
// Two CPUs cannot show scaling; the set measures what the proxy hop and the shared stores cost per request.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, makeCertificate, startNginx, startRedis } from '../apps/api/test/cluster/proxy-set.mjs';
import { startPortal } from './portal-process.mjs';

/** The embedded server's address: its port from postmaster.pid, its password from the data folder. */
export function embeddedUrl(dataDir) {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://portal:${password}@127.0.0.1:${port}/postgres`;
}

/**
 * Starts the set. `env` is the single instance's environment: with DATABASE_URL the three share that database;
 * without it the first instance owns the embedded PostgreSQL of `env.DATA_DIR` and the other two connect to it.
 */
export async function startBenchSet({ env, work, logFile, track }) {
  const dir = path.join(work, 'set');
  mkdirSync(dir, { recursive: true });
  const redis = await startRedis(dir);
  track(redis.child);
  const shared = { ...env, REDIS_URL: redis.url, TRUST_PROXY: '127.0.0.1' };
  const first = await startPortal(shared, logFile, track);
  const dbUrl = env.DATABASE_URL ?? embeddedUrl(env.DATA_DIR);
  const others = await Promise.all(
    [1, 2].map((i) => startPortal({ ...shared, DATABASE_URL: dbUrl, DATA_DIR: path.join(work, `data-${i}`) }, logFile, track)),
  );
  const instances = [first, ...others];
  const { cert, key } = makeCertificate(dir);
  const port = await freePort();
  const nginx = await startNginx({ dir: path.join(dir, 'nginx'), port, upstreams: instances.map((s) => Number(new URL(s.base).port)), cert, key });
  track(nginx.child);
  return { base: `https://127.0.0.1:${port}`, instances, nginx, redis };
}

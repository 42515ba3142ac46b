import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '@portal/db/database-url';
import { makeCertificate, startNginx, startRedis } from './proxy-set.mjs';
import { freePort, ownPostgres, startPortal, type Portal } from '../fault/fault-kit.ts';
import { httpsClient } from './https-client.ts';

/**
 * The multi-instance set of issue 16: three portal processes on one PostgreSQL, one Redis and one S3-protocol
 * server, behind Debian's nginx terminating TLS (a certificate made here) and balancing round-robin. Every
 * piece is real and started by the test; nothing of ours is stubbed.
 */

/** A database of its own on the machine's PostgreSQL when DATABASE_URL is set, else an embedded server. */
async function sharedPostgres() {
  const external = process.env.DATABASE_URL;
  if (!external) {
    const own = await ownPostgres();
    return { url: own.url, close: () => own.close() };
  }
  const name = `cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(external, name),
    async close() {
      const c = new pg.Client({ connectionString: external });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A real S3-protocol server on loopback (s3rver), with the bucket the portal is told to use. */
async function ownS3(dir: string) {
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'khidmat-cluster', configs: [] }] });
  await server.run();
  return {
    env: {
      S3_BUCKET: 'khidmat-cluster',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: () => server.close(),
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Starts PostgreSQL, Redis, S3, three portals (at the same time: migrations and seed under the advisory lock) and nginx. */
export async function startCluster(extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const db = await sharedPostgres();
  const redis = await startRedis(dir);
  mkdirSync(path.join(dir, 's3'));
  const s3 = await ownS3(path.join(dir, 's3'));
  const { cert, key, pem } = makeCertificate(dir);
  const proxyPort = await freePort();
  const ports = [await freePort(), await freePort(), await freePort()];
  const envFor = (i: number) => ({
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(dir, `instance-${i}`),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `https://localhost:${proxyPort}`,
    RATE_LIMITS: '1',
    CAPTCHA: '0',
    DEMO: '1',
    DEMO_BOT: '0',
    EXPRESS_DISPATCH_SECONDS: '4',
    DISPATCH_SWEEP_SECONDS: '1',
    ...s3.env,
    ...extraEnv,
  });
  const portals: Array<Portal | null> = await Promise.all(ports.map((p, i) => startPortal(envFor(i), p)));
  const nginx = await startNginx({ dir: path.join(dir, 'nginx'), port: proxyPort, upstreams: ports, cert, key });
  const origin = `https://localhost:${proxyPort}`;
  const proxy = httpsClient(origin, pem);
  const sql = new pg.Pool({ connectionString: db.url, max: 2 });
  return {
    origin,
    proxy,
    ca: pem,
    portals,
    /** Straight to instance i, past the proxy (to prove what each instance serves on its own). */
    direct: (i: number) => {
      const p = portals[i];
      if (!p) throw new Error(`instance ${i} is down`);
      return p.url;
    },
    sql,
    nginxLog: nginx.errorLog,
    dataDir: (i: number) => envFor(i).DATA_DIR,
    async close() {
      await sql.end().catch(() => {});
      nginx.child.kill('SIGTERM');
      for (const p of portals) p?.child.kill('SIGTERM');
      await Promise.all(portals.map((p) => p?.exited));
      redis.child.kill('SIGTERM');
      await s3.close().catch(() => {});
      await db.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

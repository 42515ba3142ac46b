import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '@portal/db/database-url';
import { freePort, ownPostgres, sleep, startPortal, type Portal } from '../fault/fault-kit.ts';
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

/** A Redis of the set's own (the machine's binary), so its locks and counters meet no other suite's. */
async function ownRedis(dir: string) {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return { url, child };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
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

/** Debian's nginx, installed on first use as the e2e suite installs chromium. */
export function ensureNginx(): string {
  const bin = '/usr/sbin/nginx';
  if (existsSync(bin)) return bin;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'nginx-light']);
  if (!existsSync(bin)) throw new Error('nginx is missing; install it with: apt-get install -y nginx-light');
  return bin;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
function makeCertificate(dir: string) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * The nginx configuration of docs/operations.md (deploy/nginx/khidmat.conf), with the test's ports, certificate
 * and folders put in: the same TLS, HTTP/2, size limits and X-Forwarded-* headers as production.
 */
function nginxConfig(o: { dir: string; port: number; upstreams: number[]; cert: string; key: string }) {
  const template = readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/nginx/khidmat.conf'), 'utf8');
  const site = template
    .replace(/upstream khidmat \{[^}]*\}/, `upstream khidmat {\n${o.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}\n    keepalive 16;\n}`)
    .replace(/listen [^;]*443[^;]*;/g, `listen 127.0.0.1:${o.port} ssl http2;`)
    .replace(/listen [^;]*80[^;]*;/g, '')
    .replace(/ssl_certificate [^;]*;/, `ssl_certificate ${o.cert};`)
    .replace(/ssl_certificate_key [^;]*;/, `ssl_certificate_key ${o.key};`)
    .replace(/root [^;]*;/g, `root ${o.dir};`);
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${path.join(o.dir, t)};`).join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(o.dir, 'nginx.pid')};
error_log ${path.join(o.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
${site}
}
`;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Starts PostgreSQL, Redis, S3, three portals (at the same time: migrations and seed under the advisory lock) and nginx. */
export async function startCluster(extraEnv: Record<string, string> = {}) {
  const nginxBin = ensureNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const db = await sharedPostgres();
  const redis = await ownRedis(dir);
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
  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir);
  const conf = path.join(nginxDir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir: nginxDir, port: proxyPort, upstreams: ports, cert, key }));
  const nginx: ChildProcess = spawn(nginxBin, ['-c', conf, '-p', nginxDir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErr = '';
  nginx.stderr!.on('data', (d: Buffer) => (nginxErr += d.toString()));
  const origin = `https://localhost:${proxyPort}`;
  const proxy = httpsClient(origin, pem);
  for (let i = 0; ; i++) {
    try {
      if ((await proxy('/api/healthz')).status === 200) break;
    } catch {
      // nginx not listening yet
    }
    if (i > 100) throw new Error(`nginx did not start: ${nginxErr}\n${readFileSafe(path.join(nginxDir, 'error.log'))}`);
    await sleep(100);
  }
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
    nginxLog: () => readFileSafe(path.join(nginxDir, 'error.log')),
    dataDir: (i: number) => envFor(i).DATA_DIR,
    async close() {
      await sql.end().catch(() => {});
      nginx.kill('SIGTERM');
      for (const p of portals) p?.child.kill('SIGTERM');
      await Promise.all(portals.map((p) => p?.exited));
      redis.child.kill('SIGTERM');
      await s3.close().catch(() => {});
      await db.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readFileSafe(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

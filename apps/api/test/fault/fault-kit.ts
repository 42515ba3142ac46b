import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabase } from '@portal/db/database-url';
import { startEmbeddedPostgres, type EmbeddedHandle } from '@portal/db/embedded-server';

/** Helpers of the fault tests: the built server as a real child process on a real PostgreSQL. */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverBundle = path.join(repoRoot, 'apps/api/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An embedded PostgreSQL of the test's own (it may be stopped and started again) and one database on it. */
export async function ownPostgres() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fault-pg-'));
  let handle: EmbeddedHandle = await startEmbeddedPostgres(dir);
  const name = `fault_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: handle.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    get url() {
      return withDatabase(handle.url, name);
    },
    /** The server's port (it changes when the server is started again). */
    get port() {
      return Number(new URL(handle.url).port);
    },
    stop: () => handle.stop(),
    async start() {
      handle = await startEmbeddedPostgres(dir);
    },
    async close() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A TCP forwarder in front of PostgreSQL, as a load balancer or a fixed service address would be: the portal
 * keeps one address while the real server behind it stops and starts again (on another port). While the
 * server is down the forwarder does not listen either, so connecting is refused as it would be.
 */
export async function tcpForwarder(target: () => number) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = tcpConnect(target(), '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    /** Cut every connection and stop listening (the database is gone). */
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server = null;
    },
    up: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    },
  };
}

export type Portal = {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
};

/** Starts the built server (`node apps/api/dist/server.js`) and waits until /api/healthz answers. */
export async function startPortal(env: Record<string, string>, port?: number): Promise<Portal> {
  const p = port ?? (await freePort());
  let out = '';
  const child = spawn(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(p), HOST: '127.0.0.1', DEMO: '1', DEMO_BOT: '0', RATE_LIMITS: '0', CAPTCHA: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`portal exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`portal did not start in 60 s:\n${out}`);
    }
    await sleep(200);
  }
  return { url, port: p, child, exited, output: () => out };
}

/** Files under <dataDir>/files as storage keys (`ab/uuid`), temporary `.part` files included. */
export function storedKeys(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.startsWith('.'))
      .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
  } catch {
    return [];
  }
}

export async function loginCustomer(url: string, email = 'customer@demo.jo', password = 'Demo@12345'): Promise<string> {
  const res = await fetch(`${url}/api/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, deviceToken: '', deviceType: 'W' }),
  });
  const body = (await res.json()) as { data?: { authToken?: string } };
  if (!body.data?.authToken) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.authToken;
}

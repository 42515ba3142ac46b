// Starting and stopping the built portal (as `npm start` runs it) for the bench and Lighthouse scripts.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** SIGTERM (the server finishes requests in flight and stops its PostgreSQL), SIGKILL if it hangs. */
export async function stopChild(child, ms = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts apps/api/dist/server.js on a free loopback port; resolves once /api/healthz answers, with the time
 * from the spawn to then. `onChild` hears of the process at once (so a failing run can still stop it).
 */
export async function startPortal(env, logFile, onChild = () => {}) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onChild(child);
  const out = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 240_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) return { child, base, readyMs: Date.now() - started };
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  throw new Error(`the server was not ready within 240 s; see ${logFile}`);
}

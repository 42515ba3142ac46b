// The portal on the current Node.js LTS as well as on the machine's Node 20 (issue 16, decision 0002): the LTS
// binary comes from the npm registry's `node` package into .cache/node-lts; then the contract's unit tests run on
// it, and the built server starts on it with the demo on a fresh embedded PostgreSQL, answers readyz, signs a
// customer in, serves the 10 s poll (and its 304), and stops cleanly on SIGTERM.
//   node scripts/node-lts-smoke.mjs [--json FILE]     NODE_LTS=26 (the major to try)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const major = process.env.NODE_LTS ?? '26';
const cache = path.join(root, '.cache', 'node-lts');
const bin = path.join(cache, 'node_modules', 'node', 'bin', 'node');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
};

function installNode() {
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  if (version.startsWith(`v${major}.`)) return version;
  mkdirSync(cache, { recursive: true });
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', cache, `node@${major}`], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(bin)) throw new Error(`could not install node@${major} from the registry`);
  return spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function serverSmoke(version) {
  if (!existsSync(path.join(root, 'apps/api/dist/server.js'))) throw new Error('apps/api/dist/server.js is missing: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-node-lts-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Outside the tests' own database settings: this server makes its embedded PostgreSQL from nothing.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', DEMO_BOT: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  let out = '';
  const child = spawn(bin, [path.join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
  try {
    let ready = false;
    for (const until = Date.now() + 120_000; Date.now() < until && child.exitCode === null; ) {
      ready = await fetch(`${base}/api/readyz`).then((r) => r.ok, () => false);
      if (ready) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    check(`the built server starts on Node ${version} and answers readyz`, ready, ready ? '' : out.slice(-2000));
    if (!ready) return;
    const login = await fetch(`${base}/api/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'ar' },
      body: JSON.stringify({ email: 'customer@demo.jo', password: 'Demo@12345', deviceToken: '', deviceType: 'W' }),
    }).then((r) => r.json());
    const token = login?.data?.authToken;
    check(`Node ${version}: a demo customer signs in (argon2, sessions)`, Boolean(token));
    const auth = { authorization: `Bearer ${token}`, lang: 'ar' };
    const first = await fetch(`${base}/api/homepage/notification/get`, { headers: auth });
    await first.arrayBuffer();
    const again = await fetch(`${base}/api/homepage/notification/get`, { headers: { ...auth, 'if-none-match': first.headers.get('etag') ?? '' } });
    check(`Node ${version}: the notification poll answers 200, then 304 with its ETag`, first.status === 200 && again.status === 304, `${first.status}, ${again.status}`);
  } finally {
    child.kill('SIGTERM');
    const end = await exited;
    check(`Node ${version}: SIGTERM stops the server and its PostgreSQL cleanly`, end.code === 0, JSON.stringify(end));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  const version = installNode();
  const unit = spawnSync(bin, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'contract', '--project', 'tools'], { cwd: root, stdio: 'inherit' });
  check(`the contract's and tools' unit tests pass on Node ${version}`, unit.status === 0);
  await serverSmoke(version);
} catch (err) {
  check(`Node ${major} LTS smoke`, false, err.message);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(checks));
process.exit(checks.every((c) => c.ok) ? 0 : 1);

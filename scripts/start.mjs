// `npm start`: the local try. Builds what is missing or out of date, then runs the server with demo data (unless
// DEMO is given) on 127.0.0.1 only (unless HOST is given): the demo accounts' password is published.
// Production is `npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const shared = ['packages/contract/src'];
const browserShared = [...shared, 'packages/ui/src', 'packages/web-kit/src'];
// The customer portal, the operator console (/ops) and the provider app (/pro): each rebuilt when its sources moved.
for (const [app, name] of [['web', 'the web app'], ['ops', 'the operator console'], ['pro', 'the provider app']]) {
  if (stale(path.join(root, `apps/${app}/dist/index.html`), [`apps/${app}/src`, ...(app === 'web' ? ['apps/web/public'] : []), ...browserShared])) {
    console.log(`Building ${name}…`);
    run(['run', 'build', '-w', `apps/${app}`]);
  }
}
if (stale(path.join(root, 'apps/api/dist/server.js'), ['apps/api/src', 'packages/db/src', ...shared])) {
  console.log('Building the API server…');
  run(['run', 'build', '-w', 'apps/api']);
}

const env = { ...process.env, DEMO: process.env.DEMO ?? '1', HOST: process.env.HOST ?? '127.0.0.1' };
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

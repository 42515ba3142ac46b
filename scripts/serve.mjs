// `npm run serve`: the production start. Runs the built server as it is (no build, no demo data, NODE_ENV
// production: the server then refuses to start with DEMO=1 or with an operator on the demo password).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/api/dist/server.js');
// Building on a production machine at start would run the bundler under the live service and serve whatever
// the checkout holds; the build is a step of its own (README, Running in production).
if (!existsSync(server) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('No build found: run `npm run build` first (npm ci && npm run build && npm run serve).');
  process.exit(1);
}
if (process.env.DEMO === '1' || process.env.DEMO === 'true') {
  console.error('npm run serve never seeds demo data: unset DEMO (npm start is the local try with the demo).');
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: 'production', DEMO: '0' };
const child = spawn(process.execPath, ['--enable-source-maps', server], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

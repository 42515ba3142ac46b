// The pieces of a multi-instance set that are not ours, started for the cluster suite (cluster.test.ts)
// and for `npm run bench`: Debian's nginx with the production configuration of deploy/nginx/khidmat.conf, a
// self-signed certificate, and a Redis of the set's own.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Debian's nginx, installed on first use (as scripts/test.mjs installs chromium). */
export function ensureNginx() {
  const bin = '/usr/sbin/nginx';
  if (existsSync(bin)) return bin;
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    spawnSync(asRoot ? 'apt-get' : 'sudo', [...(asRoot ? [] : ['apt-get']), ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'nginx-light']);
  if (!existsSync(bin)) throw new Error('nginx is missing; install it with: apt-get install -y nginx-light');
  return bin;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day. */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * deploy/nginx/khidmat.conf with a set's ports, certificate and folders put in: the same TLS, HTTP/2, size
 * limits, buffering and X-Forwarded-* headers as production, as a whole nginx.conf for `nginx -c`.
 */
export function renderNginxConfig({ dir, port, upstreams, cert, key }) {
  const template = readFileSync(path.join(root, 'deploy/nginx/khidmat.conf'), 'utf8');
  const site = template
    .replace(/^\s*#.*$/gm, '') // its comments name the placeholders too
    .replace('@UPSTREAMS@', upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n    '))
    .replaceAll('@SERVER_NAME@', 'localhost')
    .replace('@CERT_KEY@', key)
    .replace('@CERT@', cert)
    // The plain-HTTP server only redirects to https: the set has no port 80 of its own.
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
  if (/@[A-Z_]+@/.test(site)) throw new Error(`deploy/nginx/khidmat.conf has a placeholder the set does not fill: ${site.match(/@[A-Z_]+@/)[0]}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`).join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
${site}
}
`;
}

/** nginx in front of `upstreams` on 127.0.0.1:`port` over TLS; resolves once it answers /api/healthz. */
export async function startNginx({ dir, port, upstreams, cert, key }) {
  const bin = ensureNginx();
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ dir, port, upstreams, cert, key }));
  const child = spawn(bin, ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}\n${errorLog()}`);
    const up = await new Promise((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(true)); // the port is taken: nginx listens
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(false)));
    });
    if (up) break;
    if (i > 100) throw new Error(`nginx did not start: ${err}\n${errorLog()}`);
    await sleep(100);
  }
  return { child, errorLog };
}

/** A Redis of the set's own (the machine's redis-server), so its counters meet no other suite's. */
export async function startRedis(dir) {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return { url: `redis://127.0.0.1:${port}`, child };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

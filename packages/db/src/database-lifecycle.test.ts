import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from './client.ts';
import { withDatabase } from './database-url.ts';
import { startEmbeddedPostgres, type EmbeddedHandle } from './embedded-server.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';
import { verifyPassword } from './password.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/seed-demo.ts';
import { seedReference } from './seed/seed-reference.ts';
import { seedDemoIfAllowed } from './seed/demo-gate.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const embeddedServerModule = path.join(here, 'embedded-server.ts');
const repoRoot = path.resolve(here, '../../..');
// The scripts run from a temp folder, so they import packages by absolute path.
const pgModule = createRequire(import.meta.url).resolve('pg');

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};

/** One server for the file: DATABASE_URL when set (CI), else an embedded one in a temp dir. */
let serverUrl: string;
let embedded: EmbeddedHandle | null = null;
let embeddedDir: string | null = null;
let admin: pg.Client;
let counter = 0;

async function freshDatabase(): Promise<string> {
  const name = `dbtest_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  await admin.query(`CREATE DATABASE ${name}`);
  return withDatabase(serverUrl, name);
}

beforeAll(async () => {
  serverUrl = process.env.DATABASE_URL ?? '';
  if (!serverUrl) {
    embeddedDir = tempDir('portal-db-test-');
    embedded = await startEmbeddedPostgres(embeddedDir);
    serverUrl = embedded.url;
  }
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
});

afterAll(async () => {
  if (admin) {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`dbtest_${process.pid}_%`]);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  await embedded?.stop();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

async function tableCounts(db: DbHandle['db']): Promise<Record<string, number>> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    const res = await db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`));
    out[table_name] = res.rows[0]!.n;
  }
  return out;
}

describe('migrations', () => {
  it('apply twice concurrently without error, once each', async () => {
    const url = await freshDatabase();
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    await runMigrations(url); // and again later: nothing to do
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tables = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(tables.rows[0].n).toBeGreaterThan(10);
    } finally {
      await client.end();
    }
  });
});

describe('seeds', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    const url = await freshDatabase();
    await runMigrations(url);
    handle = connect(url, 4);
  });
  afterAll(() => handle?.close());

  it('seedReference is idempotent, also when two run at once', async () => {
    await Promise.all([seedReference(handle.db), seedReference(handle.db)]);
    const once = await tableCounts(handle.db);
    expect(once.customer_types).toBe(2);
    expect(once.categories).toBeGreaterThan(0);
    expect(once.sub_categories).toBeGreaterThan(0);
    expect(once.settings).toBeGreaterThanOrEqual(5);
    await seedReference(handle.db);
    expect(await tableCounts(handle.db)).toEqual(once);
  });

  it('seedDemo is idempotent, also when two run at once', async () => {
    await Promise.all([seedDemo(handle.db), seedDemo(handle.db)]);
    const once = await tableCounts(handle.db);
    expect(once.accounts).toBeGreaterThanOrEqual(7);
    expect(once.providers).toBeGreaterThanOrEqual(5);
    await seedDemo(handle.db);
    await seedReference(handle.db);
    expect(await tableCounts(handle.db)).toEqual(once);
  });

  it('creates the demo accounts of docs/design.md, verified, with the demo password', async () => {
    const expected = [
      [DEMO_CUSTOMER_EMAIL, 'customer'],
      ['provider1@demo.jo', 'provider'],
      ['provider2@demo.jo', 'provider'],
      ['provider3@demo.jo', 'provider'],
      ['provider4@demo.jo', 'provider'],
      ['provider5@demo.jo', 'provider'],
      [DEMO_OPERATOR_EMAIL, 'operator'],
    ] as const;
    expect(DEMO_CUSTOMER_EMAIL).toBe('customer@demo.jo');
    expect(DEMO_OPERATOR_EMAIL).toBe('operator@demo.jo');
    expect(DEMO_PASSWORD).toBe('Demo@12345');
    for (const [email, role] of expected) {
      const { rows } = await handle.pool.query(`SELECT role, is_verified, status, password_hash FROM accounts WHERE email = $1`, [email]);
      expect(rows, email).toHaveLength(1);
      expect(rows[0], email).toMatchObject({ role, is_verified: true, status: 'active' });
      expect(await verifyPassword(rows[0].password_hash, 'Demo@12345'), email).toBe(true);
    }
    const customer = await handle.pool.query(
      `SELECT c.name, c.company_name, c.city, c.country FROM customers c JOIN accounts a ON a.id = c.account_id WHERE a.email = $1`,
      [DEMO_CUSTOMER_EMAIL],
    );
    expect(customer.rows[0]).toMatchObject({ city: 'Amman', country: 'Jordan' });
  });

  it('makes provider1 golden and certified, and providers 1-5 featured, serving every sub-category around Amman', async () => {
    const { rows } = await handle.pool.query(
      `SELECT a.email, p.account_id, p.is_golden_technician, p.is_certified, p.is_featured
         FROM providers p JOIN accounts a ON a.id = p.account_id
        WHERE a.email = ANY($1) ORDER BY a.email`,
      [['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo', 'provider5@demo.jo']],
    );
    expect(rows.map((r) => r.email)).toEqual(['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo', 'provider5@demo.jo']);
    expect(rows[0]).toMatchObject({ is_golden_technician: true, is_certified: true });
    const allSubs = (await handle.pool.query(`SELECT id FROM sub_categories ORDER BY id`)).rows.map((r) => r.id);
    expect(allSubs.length).toBeGreaterThan(10);
    for (const p of rows) {
      expect(p.is_featured, p.email).toBe(true);
      const served = (await handle.pool.query(`SELECT sub_category_id FROM provider_sub_categories WHERE provider_id = $1 ORDER BY 1`, [p.account_id])).rows.map(
        (r) => r.sub_category_id,
      );
      expect(served, p.email).toEqual(allSubs);
      // Express reaches featured providers within 20 km of the branch: each has a location near Amman's centre.
      const near = await handle.pool.query(
        `SELECT count(*)::int AS n FROM provider_locations
          WHERE provider_id = $1 AND abs(latitude - 31.9454) < 0.18 AND abs(longitude - 35.9284) < 0.21`,
        [p.account_id],
      );
      expect(near.rows[0].n, p.email).toBeGreaterThan(0);
    }
  });
});

/** Runs a TypeScript script in a child node process (tsx), collecting its output. */
function runScript(source: string): { child: ChildProcess; stdout: () => string; stderr: () => string; exited: Promise<number | null> } {
  const file = path.join(tempDir('portal-db-script-'), 'script.mts');
  writeFileSync(file, source);
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += String(c)));
  child.stderr!.on('data', (c) => (err += String(c)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function waitFor(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

describe('embedded PostgreSQL ownership', () => {
  it('refuses a second start on a data directory in use by this process, naming the directory', async () => {
    const dir = tempDir('portal-db-own-');
    const first = await startEmbeddedPostgres(dir);
    try {
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(dir);
      // The refusal left the running server alone.
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
      await client.end();
    } finally {
      await first.stop();
    }
    // Once stopped, the directory can be used again.
    const again = await startEmbeddedPostgres(dir);
    await again.stop();
  });

  it('refuses a second start from another process while the first runs, naming the directory', async () => {
    const dir = tempDir('portal-db-own2-');
    const first = await startEmbeddedPostgres(dir);
    try {
      const second = runScript(`
        import { startEmbeddedPostgres } from ${JSON.stringify(embeddedServerModule)};
        try {
          await startEmbeddedPostgres(${JSON.stringify(dir)});
          console.log('STARTED');
          process.exit(0);
        } catch (err) {
          console.error('REFUSED ' + (err as Error).message);
          process.exit(3);
        }
      `);
      expect(await second.exited).toBe(3);
      expect(second.stdout()).not.toContain('STARTED');
      expect(second.stderr()).toContain(`REFUSED`);
      expect(second.stderr()).toContain(dir);
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
      await client.end();
    } finally {
      await first.stop();
    }
  });

  it('takes stale lock and pid files whose pid now belongs to an unrelated process for stale, and leaves that process alone', async () => {
    const dir = tempDir('portal-db-reuse-');
    const first = await startEmbeddedPostgres(dir);
    await first.stop();
    // After a crash of the machine or container, the old pids may be reused by anything.
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'portal.lock'), `${bystander.pid} 1\n`);
      writeFileSync(path.join(dir, 'postgres', 'postmaster.pid'), `${bystander.pid}\n${path.join(dir, 'postgres')}\n`);
      const next = await startEmbeddedPostgres(dir);
      try {
        expect(isAlive(bystander.pid!)).toBe(true);
        const client = new pg.Client({ connectionString: next.url });
        await client.connect();
        expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
        await client.end();
      } finally {
        await next.stop();
      }
    } finally {
      bystander.kill('SIGKILL');
    }
  });

  it('recovers after the owning process is killed abruptly, keeping committed rows', async () => {
    const dir = tempDir('portal-db-kill-');
    const owner = runScript(`
      import pg from ${JSON.stringify(pgModule)};
      import { readFileSync } from 'node:fs';
      import path from 'node:path';
      import { startEmbeddedPostgres } from ${JSON.stringify(embeddedServerModule)};
      const handle = await startEmbeddedPostgres(${JSON.stringify(dir)});
      const client = new pg.Client({ connectionString: handle.url });
      await client.connect();
      await client.query('CREATE TABLE kept (id int PRIMARY KEY, note text)');
      await client.query("INSERT INTO kept VALUES (1, 'committed before the kill')");
      // An open transaction at the moment of the kill must not survive.
      const other = new pg.Client({ connectionString: handle.url });
      await other.connect();
      await other.query('BEGIN');
      await other.query("INSERT INTO kept VALUES (2, 'never committed')");
      const postmaster = Number(readFileSync(path.join(${JSON.stringify(dir)}, 'postgres', 'postmaster.pid'), 'utf8').split('\\n')[0]);
      console.log('READY ' + postmaster);
      setInterval(() => {}, 1000);
    `);
    await waitFor(() => owner.stdout().includes('READY') || owner.child.exitCode !== null, 90_000, 'the child to start PostgreSQL');
    expect(owner.stderr()).toBe('');
    const postmasterPid = Number(/READY (\d+)/.exec(owner.stdout())![1]);
    process.kill(owner.child.pid!, 'SIGKILL');
    await owner.exited;
    // The scenario under test: the PostgreSQL the killed process started is still running, holding the directory.
    expect(isAlive(postmasterPid)).toBe(true);

    const logs: string[] = [];
    const next = await startEmbeddedPostgres(dir, (m) => logs.push(m));
    try {
      expect(isAlive(postmasterPid)).toBe(false);
      const client = new pg.Client({ connectionString: next.url });
      await client.connect();
      const { rows } = await client.query('SELECT id, note FROM kept ORDER BY id');
      await client.end();
      expect(rows).toEqual([{ id: 1, note: 'committed before the kill' }]);
      expect(logs.join('\n')).toMatch(/previous run/);
    } finally {
      await next.stop();
    }
  });
});

describe('demo only when asked, and never in a database first started without it', () => {
  const demoAccounts = async (db: DbHandle['db']) =>
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM accounts WHERE email LIKE '%@demo.jo'`)).rows[0]!.n;
  const handles: DbHandle[] = [];
  const fresh = async () => {
    const url = await freshDatabase();
    await runMigrations(url);
    const handle = connect(url, 2);
    handles.push(handle);
    await seedReference(handle.db);
    return handle.db;
  };
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it('a database first started without DEMO refuses DEMO=1 later, says why, and gets no demo account', async () => {
    const db = await fresh();
    expect(await seedDemoIfAllowed(db, false)).toEqual({ demo: false });
    const later = await seedDemoIfAllowed(db, true);
    expect(later.demo).toBe(false);
    expect(later.refused).toMatch(/first started without the demo/);
    expect(await demoAccounts(db)).toBe(0);
  });

  it('a database made with DEMO=1 is a demo one: seeded when asked, left alone when not', async () => {
    const db = await fresh();
    expect(await seedDemoIfAllowed(db, true)).toEqual({ demo: true });
    const seeded = await demoAccounts(db);
    expect(seeded).toBeGreaterThanOrEqual(7);
    expect(await seedDemoIfAllowed(db, false)).toEqual({ demo: false });
    expect(await seedDemoIfAllowed(db, true)).toEqual({ demo: true });
    expect(await demoAccounts(db)).toBe(seeded);
  });

  it('a database in use from before the record (accounts, none of the demo) is not turned into a demo one', async () => {
    const db = await fresh();
    await db.execute(sql`INSERT INTO accounts (role, email, password_hash, operator_role) VALUES ('operator', 'admin@example.jo', 'x', 'admin')`);
    expect((await seedDemoIfAllowed(db, true)).refused).toBeDefined();
    expect(await demoAccounts(db)).toBe(0);
  });
});

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '@portal/db/database-url';
import { loginCustomer, repoRoot, startPortal } from './fault-kit.ts';

/**
 * `npm run db:backup` / `db:restore` as an operator runs them (the built commands), on the embedded and on an
 * external PostgreSQL: a portal with real data, a backup, the data wiped, a restore into a new installation,
 * and every row of every table and every stored file back, the portal serving them again.
 */
const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'apps/api/dist', script), ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' });

/** Every table's rows as one fingerprint each (the embedded server is reached while no portal runs). */
async function fingerprints(setting: Record<string, string>): Promise<Record<string, string>> {
  const { openDatabase } = await import('../../src/lib/database.ts');
  const { loadConfig } = await import('../../src/config.ts');
  const env = { ...process.env, ...setting };
  const db = await openDatabase(loadConfig(env, { demo: false, demoBot: false }), () => {});
  try {
    const tables = (await db.pool.query<{ t: string }>("SELECT relname AS t FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1")).rows;
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const { rows } = await db.pool.query<{ n: number; h: string | null }>(`SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM "${t}" x`);
      out[t] = `${rows[0]!.n}:${rows[0]!.h ?? ''}`;
    }
    return out;
  } finally {
    await db.shutdown();
  }
}

const filesIn = (dataDir: string) =>
  readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => path.relative(path.join(dataDir, 'files'), path.join(d.parentPath, d.name)))
    .sort();

/** The embedded PostgreSQL of DATA_DIR, and (when the machine has one) a database of its own on DATABASE_URL. */
const external = process.env.DATABASE_URL;
const modes = [
  { name: 'the embedded PostgreSQL', external: false },
  ...(external ? [{ name: 'an external PostgreSQL (DATABASE_URL)', external: true }] : []),
];

async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: external });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(external!, name);
}

describe.each(modes)('backup and restore on $name', (mode) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  // Run as root, the embedded PostgreSQL runs as an unprivileged user, who must reach its folder through this one.
  chmodSync(work, 0o755);
  const dbName = `backup_${process.pid}_${Date.now().toString(36)}`;
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    if (mode.external) {
      const admin = new pg.Client({ connectionString: external });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('brings back every row and every file after the data is wiped', async () => {
    const dataDir = path.join(work, 'data');
    const dbSetting = { DATA_DIR: dataDir, DATABASE_URL: mode.external ? await freshDatabase(dbName) : '' };
    const portalEnv = { ...dbSetting, REDIS_URL: '' };
    let portal = await startPortal(portalEnv);
    const token = await loginCustomer(portal.url);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 0, g: 140, b: 90 } } }).png().toBuffer();
    const form = new FormData();
    form.append('category', '1');
    form.append('subcategory', '1');
    form.append('branchId', 'main');
    form.append('description', 'A leaking pipe, backed up and restored');
    form.append('attachments', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pipe.png');
    const created = await fetch(`${portal.url}/api/service/express/create`, { method: 'POST', headers: { authorization: `Bearer ${token}`, lang: 'en' }, body: form });
    expect(created.status).toBe(200);
    const orderId = ((await created.json()) as { data: { id: number } }).data.id;
    portal.child.kill('SIGTERM');
    await portal.exited;

    const before = await fingerprints(dbSetting);
    const filesBefore = filesIn(dataDir);
    expect(filesBefore.length).toBeGreaterThan(0);
    const backupDir = path.join(work, 'backup');
    const backup = run('db-backup.js', [backupDir], dbSetting);
    expect(backup.status, backup.stderr + backup.stdout).toBe(0);

    // The disk is gone, and with an external server the database too.
    rmSync(dataDir, { recursive: true, force: true });
    if (mode.external) await freshDatabase(dbName);
    const restore = run('db-restore.js', [backupDir], dbSetting);
    expect(restore.status, restore.stderr + restore.stdout).toBe(0);
    expect(await fingerprints(dbSetting)).toEqual(before);
    expect(filesIn(dataDir)).toEqual(filesBefore);

    // A second restore onto a live installation is refused and changes nothing.
    const again = run('db-restore.js', [backupDir], dbSetting);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already has accounts/);

    // The restored portal serves the same sessions' data: sign in, read the order and its photo.
    portal = await startPortal(portalEnv);
    try {
      const token2 = await loginCustomer(portal.url);
      const order = await fetch(`${portal.url}/api/customer/service/express/request/get/${orderId}`, { headers: { authorization: `Bearer ${token2}`, lang: 'en' } });
      expect(order.status).toBe(200);
      const body = (await order.json()) as { data: unknown };
      const url = JSON.stringify(body.data).match(/\/api\/files\/[0-9a-f-]+/)?.[0];
      expect(url).toBeTruthy();
      const photo = await fetch(`${portal.url}${url}`, { headers: { authorization: `Bearer ${token2}` } });
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).length).toBeGreaterThan(0);
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
  }, 240_000);
});

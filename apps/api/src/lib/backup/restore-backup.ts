import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { FileStorage } from '../file-storage.ts';
import { MANIFEST, tableFile, type BackupManifest } from './backup-manifest.ts';
import { listTables, migrationLevel, quoteIdent } from './backup-tables.ts';

/**
 * Restores a backup of writeBackup into a new installation: the database migrated by this version (a backup
 * of an older one loads into the newer schema, column by name) with no accounts yet. The reference data a new
 * installation seeds is replaced by the backup's. One transaction: a refusal or a failure leaves nothing half
 * restored. Then the files, under the keys the rows name.
 */
export async function restoreBackup(pool: pg.Pool, storage: FileStorage, dir: string, log: (m: string) => void): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${dir} holds no finished backup (manifest.json is missing)`);
  }
  if (manifest.format !== 'khidmat-backup/1') throw new Error(`unknown backup format ${String(manifest.format)}`);
  const client = await pool.connect();
  try {
    const level = await migrationLevel(client);
    if (manifest.migrationLevel > level) throw new Error(`the backup comes from a newer version (migration ${manifest.migrationLevel}, this one has ${level}): restore it with that version`);
    const tables = await listTables(client);
    const { rows } = await client.query<{ n: number }>('SELECT (SELECT count(*) FROM accounts) + (SELECT count(*) FROM audit_log) AS n');
    if (Number(rows[0]!.n) > 0) throw new Error('this database already has accounts: restore into a new installation (an empty DATA_DIR, or a new database)');
    await client.query('BEGIN');
    // The reference data a new installation seeded, children first.
    for (const t of [...tables].reverse()) await client.query(`DELETE FROM ${quoteIdent(t.name)}`);
    for (const saved of manifest.tables) {
      const here = tables.find((t) => t.name === saved.name);
      if (!here) throw new Error(`table ${saved.name} of the backup does not exist in this version`);
      const cols = saved.columns.filter((c) => here.columns.includes(c));
      if (cols.length !== saved.columns.length) throw new Error(`table ${saved.name}: columns ${saved.columns.filter((c) => !cols.includes(c)).join(', ')} no longer exist`);
    }
    // Parents before children, as listTables orders them; every constraint is checked as the rows arrive.
    for (const t of tables) {
      const saved = manifest.tables.find((s) => s.name === t.name);
      if (!saved) continue;
      const cols = saved.columns.map(quoteIdent).join(', ');
      await pipeline(createReadStream(path.join(dir, tableFile(t.name))), client.query(copyFrom(`COPY ${quoteIdent(t.name)} (${cols}) FROM STDIN`)));
      for (const id of t.identity) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT max(${quoteIdent(id)}) FROM ${quoteIdent(t.name)}), 1), (SELECT count(*) > 0 FROM ${quoteIdent(t.name)}))`,
          [t.name, id],
        );
      }
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  log(`${manifest.tables.length} tables, ${manifest.tables.reduce((s, t) => s + t.rows, 0)} rows`);
  let files = 0;
  const root = path.join(dir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    await storage.restoreFile(path.relative(root, full).split(path.sep).join('/'), full);
    files++;
  }
  if (files !== manifest.files) throw new Error(`the backup lists ${manifest.files} files but holds ${files}`);
  log(`${files} files`);
  return manifest;
}

import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { FileStorage } from '../file-storage.ts';
import { MANIFEST, tableFile, type BackupManifest } from './backup-manifest.ts';
import { listTables, migrationLevel, quoteIdent } from './backup-tables.ts';

/**
 * A logical backup into `dir`: every table of one consistent snapshot (REPEATABLE READ, read only) in
 * PostgreSQL's COPY text format, then every stored file the snapshot's rows name, from the local folder or the
 * bucket. Works on the embedded server and on any external one: it needs no pg_dump of the server's version
 * (the embedded PostgreSQL ships none). The portal may keep serving meanwhile.
 */
export async function writeBackup(pool: pg.Pool, storage: FileStorage, dir: string, log: (m: string) => void): Promise<BackupManifest> {
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  const client = await pool.connect();
  const manifest: BackupManifest = { format: 'khidmat-backup/1', createdAt: new Date().toISOString(), migrationLevel: 0, tables: [], files: 0 };
  let keys: string[] = [];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    manifest.migrationLevel = await migrationLevel(client);
    for (const t of await listTables(client)) {
      const cols = t.columns.map(quoteIdent).join(', ');
      await pipeline(client.query(copyTo(`COPY ${quoteIdent(t.name)} (${cols}) TO STDOUT`)), createWriteStream(path.join(dir, tableFile(t.name))));
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteIdent(t.name)}`);
      manifest.tables.push({ name: t.name, columns: t.columns, rows: rows[0]!.n });
    }
    keys = (await client.query<{ storage_key: string }>('SELECT storage_key FROM files ORDER BY storage_key')).rows.map((r) => r.storage_key);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  log(`${manifest.tables.length} tables, ${manifest.tables.reduce((s, t) => s + t.rows, 0)} rows`);
  for (const key of keys) {
    const target = path.join(dir, 'files', key);
    await mkdir(path.dirname(target), { recursive: true });
    const { stream } = await storage.openRead(key);
    await pipeline(stream, createWriteStream(target));
    manifest.files++;
  }
  log(`${manifest.files} files`);
  // Written last: a folder without its manifest is an unfinished backup, and restore refuses it.
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

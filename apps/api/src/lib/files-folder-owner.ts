import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { databaseIdentity } from '@portal/db/instance-settings';

/** In DATA_DIR/files: the identity (`instance.id`) of the database whose `files` rows name these files. */
export const FILES_OWNER_MARKER = '.database-id';

export type FilesFolderClaim = { ok: true; databaseId: string } | { ok: false; reason: string };

/** Up to `limit` storage keys (`ab/<uuid>`) found in the folder. */
async function someStoredKeys(root: string, limit: number): Promise<string[]> {
  const keys: string[] = [];
  const dirs = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const d of dirs) {
    if (!d.isDirectory() || !/^[0-9a-f]{2}$/.test(d.name)) continue;
    for (const name of await readdir(path.join(root, d.name)).catch(() => [] as string[])) {
      if (!name.endsWith('.part')) keys.push(`${d.name}/${name}`);
      if (keys.length >= limit) return keys;
    }
  }
  return keys;
}

/**
 * Whether the orphan-file sweep may work on this folder: only when the folder belongs to this database. A
 * sweep against another database (a new external DATABASE_URL before its data is imported, a restore of an
 * older dump) would take every file for an orphan and delete them all.
 * The first start writes the marker, when the folder holds no file yet or when this database knows some of
 * its files (an installation from before the marker); a folder of files this database knows none of stays
 * unswept, as does one whose marker names another database.
 */
export async function claimFilesFolder(root: string, db: Db): Promise<FilesFolderClaim> {
  const databaseId = await databaseIdentity(db);
  const markerFile = path.join(root, FILES_OWNER_MARKER);
  const marker = await readFile(markerFile, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );
  if (marker !== null) {
    return marker === databaseId
      ? { ok: true, databaseId }
      : {
          ok: false,
          reason:
            `${root} belongs to database ${marker}, not to this one (${databaseId}): the orphan-file sweep stays off ` +
            'so that no file of the other database is deleted. Point DATA_DIR or DATABASE_URL at the matching pair (docs/operations.md).',
        };
  }
  const keys = await someStoredKeys(root, 200);
  if (keys.length) {
    const { rows } = await db.execute<{ known: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM files WHERE storage_key = ANY(${sql.param(keys)})) AS known`,
    );
    if (!rows[0]!.known) {
      return {
        ok: false,
        reason:
          `${root} holds files this database (${databaseId}) has no row for, and no ${FILES_OWNER_MARKER} marker: ` +
          'the orphan-file sweep stays off so that they are not deleted (docs/operations.md).',
      };
    }
  }
  await mkdir(root, { recursive: true });
  await writeFile(markerFile, `${databaseId}\n`, { mode: 0o600 });
  return { ok: true, databaseId };
}

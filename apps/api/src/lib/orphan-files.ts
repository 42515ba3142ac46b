import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * Removes stored files no `files` row points at, and temporary `.part` files, older than `graceSeconds`.
 * A file is written (fsync, rename) before the transaction that records it commits; a process killed in
 * between leaves the file alone on disk. The grace keeps the files of uploads still in flight, here or in
 * another instance sharing the folder, out of reach.
 */
export async function sweepOrphanFiles(root: string, pool: pg.Pool, graceSeconds: number): Promise<number> {
  const cutoff = Date.now() - graceSeconds * 1000;
  let dirs: string[];
  try {
    dirs = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory() && /^[0-9a-f]{2}$/.test(d.name)).map((d) => d.name);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const dir of dirs) {
    const names = await readdir(path.join(root, dir)).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names) {
      const info = await stat(path.join(root, dir, name)).catch(() => null);
      if (info?.isFile() && info.mtimeMs <= cutoff) old.push(name);
    }
    const keys = old.filter((n) => !n.endsWith('.part')).map((n) => `${dir}/${n}`);
    const { rows } = keys.length ? await pool.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE storage_key = ANY($1)', [keys]) : { rows: [] };
    const known = new Set(rows.map((r) => r.storage_key));
    for (const name of old) {
      if (!name.endsWith('.part') && known.has(`${dir}/${name}`)) continue;
      await rm(path.join(root, dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

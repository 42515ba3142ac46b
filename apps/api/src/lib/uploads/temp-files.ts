import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploads are written here while they arrive and are checked; storage then moves them (same disk: a rename).
 * It sits next to DATA_DIR/files, never inside it, so the orphan sweep of stored files never sees a file in flight.
 */
export const uploadTempDir = (dataDir: string) => path.join(dataDir, 'upload-tmp');

/** The temporary files of one request: every path handed out is removed by `removeAll`, whatever happened. */
export type TempFiles = {
  /** A new path in the folder (nothing is created). */
  newPath: (suffix?: string) => Promise<string>;
  removeAll: () => Promise<void>;
};

export function tempFiles(dir: string): TempFiles {
  const paths: string[] = [];
  let ready: Promise<unknown> | null = null;
  return {
    async newPath(suffix = '') {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const p = path.join(dir, `${randomUUID()}${suffix}`);
      paths.push(p);
      return p;
    },
    async removeAll() {
      // A path already moved into storage is simply gone: force ignores it.
      await Promise.all(paths.splice(0).map((p) => rm(p, { force: true }).catch(() => {})));
    },
  };
}

/**
 * Removes temporary upload files older than `graceSeconds`: those of a process killed mid-request. The grace keeps
 * the uploads in flight of another instance sharing DATA_DIR out of reach.
 */
export async function sweepStaleTempFiles(dir: string, graceSeconds: number): Promise<number> {
  const cutoff = Date.now() - graceSeconds * 1000;
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    await rm(path.join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

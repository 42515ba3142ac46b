import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredObject = { key: string };
export type FileStorage = {
  put: (data: Buffer) => Promise<StoredObject>;
  /** Stores a file from disk (an upload's temporary file), which is moved: nothing of it passes through memory. */
  putFile: (source: string) => Promise<StoredObject>;
  get: (key: string) => Promise<Buffer>;
  /** A stored file as a stream with its size, for serving it without holding it in memory. */
  openRead: (key: string) => Promise<{ stream: Readable; size: number }>;
  remove: (key: string) => Promise<void>;
  /** Puts a copy of `source` under a given key (a restore from a backup: the rows name the keys). */
  restoreFile: (key: string, source: string) => Promise<void>;
};

/**
 * Local storage under <DATA_DIR>/files with generated names. A file is written to a temporary name,
 * fsynced, then renamed, so a crash never leaves a half-written file under a real name.
 */
export function localFileStorage(root: string): FileStorage {
  const full = (key: string) => {
    if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error('bad storage key');
    return path.join(root, key);
  };
  const newKey = async () => {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    await mkdir(path.dirname(full(key)), { recursive: true });
    return { key, target: full(key) };
  };
  const syncFile = async (file: string) => {
    const fh = await open(file, 'r');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  };
  return {
    async put(data) {
      const { key, target } = await newKey();
      const tmp = `${target}.part`;
      const fh = await open(tmp, 'w', 0o600);
      try {
        await fh.writeFile(data);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(tmp, target);
      return { key };
    },
    async putFile(source) {
      const { key, target } = await newKey();
      // The bytes reach the disk before the file appears under its real name, as with put.
      await syncFile(source);
      try {
        await rename(source, target);
      } catch (err) {
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        // Another file system: copy under a temporary name, sync, then rename.
        const tmp = `${target}.part`;
        await copyFile(source, tmp);
        await syncFile(tmp);
        await rename(tmp, target);
        await rm(source, { force: true });
      }
      return { key };
    },
    async restoreFile(key, source) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.part`;
      await copyFile(source, tmp);
      await syncFile(tmp);
      await rename(tmp, target);
    },
    get: (key) => readFile(full(key)),
    async openRead(key) {
      const fh = await open(full(key), 'r');
      try {
        const { size } = await fh.stat();
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { stream: fh.createReadStream(), size };
      } catch (err) {
        await fh.close();
        throw err;
      }
    },
    remove: (key) => rm(full(key), { force: true }),
  };
}

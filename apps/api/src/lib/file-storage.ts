import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { key: string };
export type FileStorage = {
  put: (data: Buffer) => Promise<StoredObject>;
  /** Stores a file from disk (an upload's temporary file), which is moved: nothing of it passes through memory. */
  putFile: (source: string) => Promise<StoredObject>;
  get: (key: string) => Promise<Buffer>;
  remove: (key: string) => Promise<void>;
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
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { key: string };
export type FileStorage = {
  put: (data: Buffer) => Promise<StoredObject>;
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
  return {
    async put(data) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
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
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

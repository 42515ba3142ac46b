import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FileStorage } from '../file-storage.ts';

/** A checked upload ready to be stored: its (temporary) file, its type and the name it was sent with. */
export type StagedFile = { path: string; mime: string; originalName: string };
/** The same once stored: the row's id and storage key, and the stored size. */
export type StoredFile<F extends StagedFile = StagedFile> = Omit<F, 'path'> & { id: string; storageKey: string; size: number };

/**
 * Moves checked uploads into storage, then runs `record` (the transaction that writes their rows). If storing or
 * recording fails, the files stored so far are removed: nothing committed points at them. (A process killed in
 * between leaves them to the orphan sweep.)
 */
export async function storeThenRecord<F extends StagedFile, R>(
  storage: FileStorage,
  files: F[],
  record: (stored: StoredFile<F>[]) => Promise<R>,
): Promise<R> {
  const stored: StoredFile<F>[] = [];
  try {
    for (const file of files) {
      const { path, ...rest } = file;
      const { size } = await stat(path);
      const { key } = await storage.putFile(path);
      stored.push({ ...rest, id: randomUUID(), storageKey: key, size });
    }
    return await record(stored);
  } catch (err) {
    await removeStored(
      storage,
      stored.map((s) => s.storageKey),
    );
    throw err;
  }
}

/** Removes stored files (rows already gone or never committed); a failure only leaves work for the orphan sweep. */
export async function removeStored(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => storage.remove(k).catch(() => {})));
}

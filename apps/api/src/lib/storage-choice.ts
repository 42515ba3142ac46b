import path from 'node:path';
import type pg from 'pg';
import type { Db } from '@portal/db/client';
import type { Config } from '../config.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';
import { claimFilesFolder, type FilesFolderClaim } from './files-folder-owner.ts';
import { sweepOrphanFiles } from './orphan-files.ts';
import { claimBucket, sweepOrphanObjects } from './storage-s3-sweep.ts';
import { s3FileStorage } from './storage-s3.ts';

/** Where uploads live, with what the server does around them: the orphan sweep's claim and sweep, and readyz's check. */
export type FileStore = {
  storage: FileStorage;
  /** Whether the orphan sweep may work on this store (it belongs to this database). */
  claim: (db: Db) => Promise<FilesFolderClaim>;
  /** Removes stored files no row names, once older than the grace; the count removed. */
  sweepOrphans: (pool: pg.Pool, graceSeconds: number) => Promise<number>;
  /** Throws while the store cannot be reached (readyz); absent for the local folder. */
  ping?: () => Promise<void>;
};

/** The bucket when S3_BUCKET is set (nothing is then written to DATA_DIR/files), else DATA_DIR/files. */
export function chooseFileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  if (config.s3) {
    const bucket = config.s3.bucket;
    const s3 = s3FileStorage(config.s3);
    return {
      storage: s3,
      claim: (db) => claimBucket(s3.client, bucket, db),
      sweepOrphans: (pool, grace) => sweepOrphanObjects(s3.client, bucket, pool, grace),
      ping: s3.ping,
    };
  }
  const root = path.join(config.dataDir, 'files');
  return {
    storage: localFileStorage(root),
    claim: (db) => claimFilesFolder(root, db),
    sweepOrphans: (pool, grace) => sweepOrphanFiles(root, pool, grace),
  };
}

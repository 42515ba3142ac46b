import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { databaseIdentity } from '@portal/db/instance-settings';
import { FILES_OWNER_MARKER, type FilesFolderClaim } from './files-folder-owner.ts';
import { STORAGE_KEY } from './storage-s3.ts';

type StoredObject = { key: string; modified: number };

/** Every stored file of the bucket (keys of the storage's form; the marker and foreign objects are skipped), page by page. */
async function* listStored(client: S3Client, bucket: string): AsyncGenerator<StoredObject[]> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token, MaxKeys: 1000 }));
    yield (page.Contents ?? [])
      .filter((o) => o.Key && STORAGE_KEY.test(o.Key))
      .map((o) => ({ key: o.Key!, modified: o.LastModified?.getTime() ?? Date.now() }));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function readMarker(client: S3Client, bucket: string): Promise<string | null> {
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: FILES_OWNER_MARKER }));
    return (await res.Body!.transformToString()).trim();
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

/**
 * The bucket's counterpart of claimFilesFolder: the orphan sweep works on the bucket only when its
 * `.database-id` object names this database, or when there is none yet and the bucket is empty or holds files
 * this database knows (then the object is written). Same reasons: a sweep against the wrong database would
 * delete every file.
 */
export async function claimBucket(client: S3Client, bucket: string, db: Db): Promise<FilesFolderClaim> {
  const databaseId = await databaseIdentity(db);
  const marker = await readMarker(client, bucket);
  if (marker !== null) {
    return marker === databaseId
      ? { ok: true, databaseId }
      : {
          ok: false,
          reason:
            `Bucket ${bucket} belongs to database ${marker}, not to this one (${databaseId}): the orphan-file sweep stays off ` +
            'so that no file of the other database is deleted. Point S3_BUCKET or DATABASE_URL at the matching pair (docs/operations.md).',
        };
  }
  const first: StoredObject[] = (await listStored(client, bucket).next()).value ?? [];
  const keys = first.slice(0, 200).map((o) => o.key);
  if (keys.length) {
    const { rows } = await db.execute<{ known: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM files WHERE storage_key = ANY(${sql.param(keys)})) AS known`);
    if (!rows[0]!.known) {
      return {
        ok: false,
        reason:
          `Bucket ${bucket} holds files this database (${databaseId}) has no row for, and no ${FILES_OWNER_MARKER} object: ` +
          'the orphan-file sweep stays off so that they are not deleted (docs/operations.md).',
      };
    }
  }
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: FILES_OWNER_MARKER, Body: `${databaseId}\n` }));
  return { ok: true, databaseId };
}

/**
 * Removes objects no `files` row names once older than `graceSeconds` (the bucket's counterpart of
 * sweepOrphanFiles): left by a process killed between storing a file and committing its row. The grace keeps
 * uploads still in flight, here or in another instance, out of reach.
 */
export async function sweepOrphanObjects(client: S3Client, bucket: string, pool: pg.Pool, graceSeconds: number): Promise<number> {
  const cutoff = Date.now() - graceSeconds * 1000;
  let removed = 0;
  for await (const page of listStored(client, bucket)) {
    const keys = page.filter((o) => o.modified <= cutoff).map((o) => o.key);
    if (!keys.length) continue;
    const { rows } = await pool.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE storage_key = ANY($1)', [keys]);
    const known = new Set(rows.map((r) => r.storage_key));
    for (const key of keys) {
      if (known.has(key)) continue;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      removed++;
    }
  }
  return removed;
}

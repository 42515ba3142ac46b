import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { pdfBytes } from '../../test/kits/auth-test-kit.ts';
import { customerAt, PLACES } from '../../test/kits/accounts-test-kit.ts';
import { FILES_OWNER_MARKER } from './files-folder-owner.ts';
import { chooseFileStore } from './storage-choice.ts';
import { localFileStorage } from './file-storage.ts';
import { s3Client, s3FileStorage } from './storage-s3.ts';

describe('S3 file storage (S3_BUCKET set) on a real S3-protocol server', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ s3: s3.config });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const uploadDoc = (headers: Record<string, string>, data: Buffer) => {
    const form = new FormData();
    form.append('attachments', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'deed.pdf');
    return t.app.inject({ method: 'POST', url: '/api/customer/profile/attachments/upload', headers, payload: form });
  };

  it('stores an upload in the bucket, serves it by the access rules, and writes nothing to DATA_DIR/files', async () => {
    const a = await customerAt(t, PLACES.khalda);
    const b = await customerAt(t, PLACES.khalda);
    const data = pdfBytes(200_000);
    const res = await uploadDoc(a.headers, data);
    expect(res.statusCode).toBe(200);
    const [doc] = res.json().data as Array<{ id: string; url: string }>;
    const { rows } = await t.pool.query<{ storage_key: string }>('SELECT storage_key FROM files WHERE id = $1', [doc!.id]);
    const key = rows[0]!.storage_key;
    const object = await s3Client(s3.config).send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    expect(object.ContentLength).toBe(data.length);

    const own = await t.app.inject({ method: 'GET', url: doc!.url, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-length']).toBe(String(data.length));
    expect(Buffer.compare(own.rawPayload, data)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: doc!.url, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: doc!.url })).statusCode).toBe(401);

    expect(existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
  });

  it('claims the bucket for its database and sweeps objects no row names, keeping the recorded ones', async () => {
    const client = s3Client(s3.config);
    const marker = await client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: FILES_OWNER_MARKER }));
    const { rows: ids } = await t.pool.query<{ value: string }>("SELECT value FROM server_secrets WHERE key = 'instance.id'");
    expect((await marker.Body!.transformToString()).trim()).toBe(ids[0]!.value);

    const store = chooseFileStore({ dataDir: t.config.dataDir, s3: s3.config });
    const orphan = await store.storage.put(Buffer.from('left by a killed upload'));
    const { rows } = await t.pool.query<{ storage_key: string }>('SELECT storage_key FROM files');
    expect(rows.length).toBeGreaterThan(0);

    // Within the grace the orphan stays (an upload in flight elsewhere looks the same).
    expect(await store.sweepOrphans(t.pool, 3600)).toBe(0);
    expect((await store.storage.get(orphan.key)).toString()).toBe('left by a killed upload');
    // S3 times have whole seconds: past them, a zero grace sweeps it.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.sweepOrphans(t.pool, 0)).toBe(1);
    await expect(store.storage.get(orphan.key)).rejects.toThrow();
    for (const r of rows) expect((await store.storage.get(r.storage_key)).length).toBeGreaterThan(0);
  });

  it('leaves a bucket of another database unswept', async () => {
    const client = s3Client(s3.config);
    await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: FILES_OWNER_MARKER, Body: 'another-database\n' }));
    try {
      const store = chooseFileStore({ dataDir: t.config.dataDir, s3: s3.config });
      const claim = await store.claim(t.db);
      expect(claim.ok).toBe(false);
    } finally {
      const { rows } = await t.pool.query<{ value: string }>("SELECT value FROM server_secrets WHERE key = 'instance.id'");
      await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: FILES_OWNER_MARKER, Body: `${rows[0]!.value}\n` }));
    }
  });

  it('npm run storage:copy-to-s3 copies a local store into a bucket, key for key with its marker, and can run again', async () => {
    const target = await startTestS3('copied');
    try {
      const local = localFileStorage(path.join(t.config.dataDir, 'copy-source', 'files'));
      const a = await local.put(Buffer.from('first file'));
      const b = await local.put(Buffer.alloc(300_000, 7));
      await writeFile(path.join(t.config.dataDir, 'copy-source', 'files', FILES_OWNER_MARKER), 'db-1\n');
      const env = {
        ...process.env,
        DATA_DIR: path.join(t.config.dataDir, 'copy-source'),
        S3_BUCKET: 'copied',
        S3_ENDPOINT: target.config.endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: '1',
      };
      const script = path.resolve(import.meta.dirname, '../../../../scripts/storage-copy-to-s3.mjs');
      // Asynchronously: the S3 server answering the script runs in this process.
      const run = () => promisify(execFile)(process.execPath, [script], { env, encoding: 'utf8' });
      const first = await run();
      expect(first.stdout).toContain('2 of 2 files copied');
      const bucket = s3FileStorage(target.config);
      expect((await bucket.get(a.key)).toString()).toBe('first file');
      expect(Buffer.compare(await bucket.get(b.key), Buffer.alloc(300_000, 7))).toBe(0);
      const marker = await bucket.client.send(new GetObjectCommand({ Bucket: 'copied', Key: FILES_OWNER_MARKER }));
      expect(await marker.Body!.transformToString()).toBe('db-1\n');
      const again = await run();
      expect(again.stdout).toContain('0 of 2 files copied');
    } finally {
      await target.close();
    }
  });

  // Last: it stops the S3 server.
  it('readyz fails while the bucket cannot be reached, healthz does not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
    await s3.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
  });
});

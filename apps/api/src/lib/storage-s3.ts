import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';

/** The same keys as the local folder (`ab/<uuid>`), so a local store copies into a bucket key for key. */
export const STORAGE_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function s3Client(cfg: S3Config): S3Client {
  return new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in aws-chunked bodies) is not
    // understood by every S3-compatible server, and each object is already written in one checked request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('bad storage key');
  return key;
}

const newKey = () => {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
};

/**
 * Uploaded files as objects of one bucket. A PUT is atomic (an object appears whole or not at all), so there is
 * no temporary name; an upload's temporary file is streamed from disk with its length and removed once stored.
 * Nothing touches DATA_DIR/files.
 */
export function s3FileStorage(cfg: S3Config, client: S3Client = s3Client(cfg)): FileStorage & { client: S3Client; ping: () => Promise<void> } {
  const bucket = cfg.bucket;
  const getObject = async (key: string): Promise<GetObjectCommandOutput> => client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
  return {
    client,
    async put(data) {
      const key = newKey();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length }));
      return { key };
    },
    async restoreFile(key, source) {
      const { size } = await stat(source);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: createReadStream(source), ContentLength: size }));
    },
    async putFile(source) {
      const key = newKey();
      const { size } = await stat(source);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(source), ContentLength: size }));
      await rm(source, { force: true });
      return { key };
    },
    async get(key) {
      const res = await getObject(key);
      return Buffer.from(await res.Body!.transformToByteArray());
    },
    async openRead(key) {
      const res = await getObject(key);
      return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    /** For readyz: the bucket answers with these credentials. */
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(3000) });
    },
  };
}

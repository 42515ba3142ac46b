import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.ts';

export type TestS3 = { config: S3Config; directory: string; close: () => Promise<void> };

/**
 * A real S3-protocol server (s3rver, objects in a temporary folder) on a free loopback port, with one empty
 * bucket. The portal talks to it through the AWS SDK exactly as to a bucket elsewhere (path-style, as MinIO).
 */
export async function startTestS3(bucket = 'khidmat-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  let closed = false;
  return {
    // s3rver's fixed credentials; it checks the signature as S3 does.
    config: { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
    directory,
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// `npm run storage:copy-to-s3`: copies the local store (DATA_DIR/files) into the bucket of the S3_* settings, key for
// key (`ab/<uuid>`), with its `.database-id` marker, so that the portal can then start with S3_BUCKET set.
// Objects already in the bucket with the same size are skipped: the copy can be run again (say, once more after
// stopping the portal, for the files uploaded during the first run). The local files are left as they are.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const env = process.env;
if (!env.S3_BUCKET) {
  console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as the portal has them).');
  process.exit(2);
}
const root = path.join(path.resolve(env.DATA_DIR ?? './data'), 'files');
const bucket = env.S3_BUCKET;
// The same client settings as the portal's (apps/api/src/lib/storage-s3.ts).
const client = new S3Client({
  region: env.S3_REGION || 'us-east-1',
  endpoint: env.S3_ENDPOINT || undefined,
  forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

async function sizeInBucket(key) {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? -1;
  } catch (err) {
    if (err?.$metadata?.httpStatusCode === 404) return null;
    throw err;
  }
}

async function copy(key, file) {
  const { size } = await stat(file);
  if ((await sizeInBucket(key)) === size) return false;
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(file), ContentLength: size }));
  return true;
}

const keys = [];
for (const dir of (await readdir(root, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && /^[0-9a-f]{2}$/.test(d.name))) {
  for (const name of await readdir(path.join(root, dir.name))) if (/^[0-9a-f-]{36}$/.test(name)) keys.push(`${dir.name}/${name}`);
}
let copied = 0;
for (const key of keys) if (await copy(key, path.join(root, key))) copied++;
// Last: the marker makes the bucket this database's (the orphan sweep then works on it), once every file is there.
const marker = path.join(root, '.database-id');
const hasMarker = await stat(marker).then(() => true, () => false);
if (hasMarker) await copy('.database-id', marker);
console.log(`${copied} of ${keys.length} files copied from ${root} to bucket ${bucket} (${keys.length - copied} already there)${hasMarker ? ', with the .database-id marker' : ''}.`);

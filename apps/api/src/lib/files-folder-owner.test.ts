import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseIdentity } from '@portal/db/instance-settings';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { claimFilesFolder, FILES_OWNER_MARKER } from './files-folder-owner.ts';

/** A stored file, old enough for the sweep, that no database row points at. */
async function oldFile(root: string): Promise<string> {
  const id = crypto.randomUUID();
  const file = path.join(root, id.slice(0, 2), id);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'upload');
  const old = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  await utimes(file, old, old);
  return file;
}

describe('the files folder belongs to one database', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('the first start marks the folder with the database identity', async () => {
    const marker = await readFile(path.join(a.config.dataDir, 'files', FILES_OWNER_MARKER), 'utf8');
    expect(marker.trim()).toBe(await databaseIdentity(a.db));
  });

  it('a start on another database leaves every file in place and says why; the server still starts', async () => {
    const filesRoot = path.join(a.config.dataDir, 'files');
    const file = await oldFile(filesRoot);
    const out: string[] = [];
    const logStream = new Writable({ write: (c, _e, done) => (out.push(String(c)), done()) });
    const b = await createTestApp({ dataDir: a.config.dataDir, logLevel: 'warn' }, { logStream });
    try {
      expect((await b.app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
    } finally {
      await b.close();
    }
    await expect(readFile(file, 'utf8')).resolves.toBe('upload');
    expect(out.join('')).toMatch(/belongs to database .* not to this one .* sweep stays off/);
  });

  it('an unmarked folder of files this database knows none of is not claimed', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
    try {
      await oldFile(root);
      const claim = await claimFilesFolder(root, a.db);
      expect(claim.ok).toBe(false);
      await expect(readFile(path.join(root, FILES_OWNER_MARKER))).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

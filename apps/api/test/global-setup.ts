import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '@portal/db/client';
import { withDatabase } from '@portal/db/database-url';
import { startEmbeddedPostgres, type EmbeddedHandle } from '@portal/db/embedded-server';
import { runMigrations } from '@portal/db/migrate';
import { seedReference } from '@portal/db/seed/seed-reference';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDb: string;
  }
}

/**
 * One real PostgreSQL for the run: DATABASE_URL when set (CI runs both), else an embedded server in a
 * temporary directory. A migrated, reference-seeded template database is cloned for each test file.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedHandle | null = null;
  let dir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
    embedded = await startEmbeddedPostgres(dir);
    serverUrl = embedded.url;
  }
  const templateDb = `portal_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(serverUrl, templateDb);
  await runMigrations(templateUrl);
  const handle = connect(templateUrl, 2);
  await seedReference(handle.db);
  await handle.close();
  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`t_${process.pid}_%`]);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

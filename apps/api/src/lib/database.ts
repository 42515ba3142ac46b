import { connect, type DbHandle } from '@portal/db/client';
import { startEmbeddedPostgres } from '@portal/db/embedded-server';
import { runMigrations } from '@portal/db/migrate';
import { seedDemoIfAllowed } from '@portal/db/seed/demo-gate';
import { seedReference } from '@portal/db/seed/seed-reference';
import type { Config } from '../config.ts';

export type Database = DbHandle & {
  url: string;
  embedded: boolean;
  /** Whether the demo was seeded: DEMO=1 and a database made with the demo (see seedDemoIfAllowed). */
  demo: boolean;
  /** Why DEMO=1 was not honoured, for the log. */
  demoRefused: string | undefined;
  shutdown: () => Promise<void>;
};

/** External PostgreSQL with DATABASE_URL, else the embedded one in <DATA_DIR>/postgres; then migrate and seed. */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir, (m) => /ready to accept|starting|ERROR|FATAL/.test(m) && log(m), {
        port: config.embeddedPostgresPort,
      });
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await runMigrations(url);
    const handle = connect(url);
    await seedReference(handle.db);
    const demo = await seedDemoIfAllowed(handle.db, config.demo);
    return {
      ...handle,
      url,
      embedded: Boolean(embedded),
      demo: demo.demo,
      demoRefused: demo.refused,
      shutdown: async () => {
        await handle.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}

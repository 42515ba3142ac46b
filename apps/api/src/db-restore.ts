// `npm run db:restore -- <folder>`: restores a backup of `npm run db:backup` into a new installation (an empty
// DATA_DIR for the embedded PostgreSQL, or a new database on DATABASE_URL, and an empty folder or bucket for the
// files). Refuses a database that already has accounts. Start the portal afterwards.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { restoreBackup } from './lib/backup/restore-backup.ts';
import { openDatabase } from './lib/database.ts';
import { chooseFileStore } from './lib/storage-choice.ts';

if (!process.argv[2]) {
  console.error('Usage: npm run db:restore -- <backup folder>');
  process.exit(2);
}
const config = loadConfig(process.env, { demo: false, demoBot: false });
let code = 0;
try {
  const db = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  try {
    await restoreBackup(db.pool, chooseFileStore(config).storage, path.resolve(process.argv[2]), (m) => console.log(`restore: ${m}`));
    console.log('Restored. Start the portal.');
  } finally {
    await db.shutdown();
  }
} catch (err) {
  console.error(`db:restore: ${(err as Error).message}`);
  code = 1;
}
process.exit(code);

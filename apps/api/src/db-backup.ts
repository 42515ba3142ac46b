// `npm run db:backup [-- <folder>]`: a consistent logical backup of the database and every stored file (local
// folder or bucket) into <folder> (default DATA_DIR/backups/khidmat-<time>). Same settings as the server:
// DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (then the portal must be stopped, or point DATABASE_URL
// at the embedded server's fixed port while it runs; docs/operations.md, Backups).
import path from 'node:path';
import { loadConfig } from './config.ts';
import { writeBackup } from './lib/backup/write-backup.ts';
import { openDatabase } from './lib/database.ts';
import { chooseFileStore } from './lib/storage-choice.ts';

const config = loadConfig(process.env, { demo: false, demoBot: false });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const dir = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `khidmat-${stamp}`));
let code = 0;
try {
  const db = await openDatabase(config, (m) => console.error(`[postgres] ${m}`));
  try {
    await writeBackup(db.pool, chooseFileStore(config).storage, dir, (m) => console.log(`backup: ${m}`));
    console.log(`Backup written to ${dir}`);
  } finally {
    await db.shutdown();
  }
} catch (err) {
  console.error(`db:backup: ${(err as Error).message}`);
  code = 1;
}
process.exit(code);

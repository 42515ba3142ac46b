import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;
export type DbHandle = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// Return bigint/numeric columns as numbers: our ids and sums stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connect(url: string, max = 20): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // A broken idle connection (server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema/notifications.ts';

/**
 * Facts about this database that the instances sharing it must agree on, kept as `instance.*` rows of
 * `server_secrets` (no table of their own: a row per fact, written once by the first start that gets there).
 */
export const INSTANCE_ID_KEY = 'instance.id';
export const INSTANCE_DEMO_KEY = 'instance.demo';

/** Writes the value unless the key already has one; answers the stored value (the first writer wins). */
export async function settleInstanceSetting(db: Pick<Db, 'insert' | 'select'>, key: string, offered: string): Promise<string> {
  await db.insert(serverSecrets).values({ key, value: offered }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.key, key));
  return row!.value;
}

export async function readInstanceSetting(db: Pick<Db, 'select'>, key: string): Promise<string | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.key, key));
  return row?.value ?? null;
}

/** A random id given to this database at its first start: the uploaded-files folder is tied to it. */
export const databaseIdentity = (db: Db) => settleInstanceSetting(db, INSTANCE_ID_KEY, randomUUID());

/** Counts accounts, to tell a database in use from a fresh one (sql, so no schema import cycle). */
export async function accountCount(db: Pick<Db, 'execute'>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM accounts`);
  return rows[0]!.n;
}

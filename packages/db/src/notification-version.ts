import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { notificationVersions } from './schema/notifications.ts';

/** The one channel the API instances tell each other about changes on (LISTEN/NOTIFY). */
export const EVENTS_CHANNEL = 'portal_events';

/**
 * Raises an account's notification-list version in the caller's transaction and announces it to every
 * instance (NOTIFY is delivered at commit). Anything that changes an account's notifications calls this.
 */
export async function bumpNotificationVersion(tx: Pick<Db, 'execute'>, accountId: number): Promise<number> {
  const result = await tx.execute<{ version: number }>(sql`
    INSERT INTO ${notificationVersions} (account_id, version) VALUES (${accountId}, 1)
    ON CONFLICT (account_id) DO UPDATE SET version = ${notificationVersions}.version + 1
    RETURNING version`);
  const version = Number(result.rows[0]!.version);
  await tx.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`v:${accountId}:${version}`})`);
  return version;
}

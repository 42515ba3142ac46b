import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL } from '@portal/db/notification-version';
import type { Db } from '@portal/db/client';
import type { AppContext } from '../../context.ts';
import type { Tx } from './order-transitions.ts';

type AfterCommit = () => Promise<void>;

/**
 * The provider app's poll (GET /api/provider/poll, issue 18) answers 304 while a provider's account version stays
 * put; the version is the notification-list version every account already has (kept in memory, moved across
 * instances by NOTIFY `v:`). A change to an order moves it for the order's provider and for every provider it
 * was offered to (an express offer taken by someone else, expired or cancelled leaves their list), in the
 * writer's transaction. One statement: an order has one provider and a handful of offers.
 */
export async function bumpProviderVersions(ctx: AppContext, tx: Db | Tx, orderId: number): Promise<AfterCommit> {
  const result = await tx.execute<{ account_id: number; version: string | number }>(sql`
    WITH who AS (
      SELECT provider_id AS account_id FROM orders WHERE id = ${orderId} AND provider_id IS NOT NULL
      UNION SELECT provider_id FROM order_offers WHERE order_id = ${orderId}
    ), bumped AS (
      INSERT INTO notification_versions (account_id, version) SELECT account_id, 1 FROM who
      ON CONFLICT (account_id) DO UPDATE SET version = notification_versions.version + 1
      RETURNING account_id, version
    )
    SELECT account_id, version, pg_notify(${EVENTS_CHANNEL}, 'v:' || account_id || ':' || version) FROM bumped`);
  const rows = result.rows.map((r) => ({ accountId: Number(r.account_id), version: Number(r.version) }));
  return async () => {
    for (const r of rows) ctx.notificationVersions.remember(r.accountId, r.version);
  };
}

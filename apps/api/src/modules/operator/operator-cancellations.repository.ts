import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db/client';

type Executor = Pick<Db, 'execute'>;

export type CancellationRow = {
  party_id: number;
  name: string;
  email: string;
  order_id: number;
  order_no: string;
  type: 'E' | 'T' | 'R';
  status: string;
  reason: string | null;
  at: Date | string;
};

/**
 * Spec §4.5: cancellations per customer (CBC by the customer) and per provider (CNCL by the provider) in one month
 * of Amman's calendar, read from the status history (who moved the order, when), only for those above `allowed`.
 */
export function operatorCancellationsRepository(db: Executor) {
  const window = (month: string) => sql`(h.created_at AT TIME ZONE 'Asia/Amman') >= ${`${month}-01`}::timestamp
    AND (h.created_at AT TIME ZONE 'Asia/Amman') < ${`${month}-01`}::timestamp + interval '1 month'`;

  return {
    async customers(month: string, allowed: number): Promise<CancellationRow[]> {
      const result = await db.execute<CancellationRow>(sql`
        WITH c AS (
          SELECT o.customer_id AS party_id, o.id AS order_id, o.order_no, o.type, o.status, o.cancel_reason AS reason, h.created_at AS at
          FROM order_status_history h JOIN orders o ON o.id = h.order_id
          WHERE h.to_status = 'CBC' AND h.actor_role = 'customer' AND ${window(month)})
        SELECT c.*, cu.name, a.email
        FROM c JOIN customers cu ON cu.account_id = c.party_id JOIN accounts a ON a.id = c.party_id
        WHERE c.party_id IN (SELECT party_id FROM c GROUP BY party_id HAVING count(*) > ${allowed})
        ORDER BY c.party_id, c.at`);
      return result.rows;
    },

    async providers(month: string, allowed: number, lang: 'en' | 'ar' | 'fr'): Promise<CancellationRow[]> {
      const result = await db.execute<CancellationRow>(sql`
        WITH c AS (
          SELECT h.actor_id AS party_id, o.id AS order_id, o.order_no, o.type, o.status, o.cancel_reason AS reason, h.created_at AS at
          FROM order_status_history h JOIN orders o ON o.id = h.order_id
          WHERE h.to_status = 'CNCL' AND h.actor_role = 'provider' AND h.actor_id IS NOT NULL AND ${window(month)})
        SELECT c.*, p.name ->> ${lang} AS name, a.email
        FROM c JOIN providers p ON p.account_id = c.party_id JOIN accounts a ON a.id = c.party_id
        WHERE c.party_id IN (SELECT party_id FROM c GROUP BY party_id HAVING count(*) > ${allowed})
        ORDER BY c.party_id, c.at`);
      return result.rows;
    },
  };
}

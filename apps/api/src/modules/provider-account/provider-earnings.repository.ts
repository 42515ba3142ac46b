import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';

/** One completed job as the earnings count it. Money in JOD (numeric(10,3) read as text, exact). */
export type EarnedJob = {
  orderId: number;
  orderNo: string;
  type: string;
  doneAt: Date;
  month: string;
  cash: string;
  rate: string;
  commission: string;
};

/**
 * Where "cash collected" comes from, by name, so one line changes when the provider's own cash record lands
 * (issue 18 point 3, another branch): today it is the amount the customer recorded as paid after DONE.
 */
export const CASH_SOURCE = 'customer' as const;
const cashCollected = (): SQL => sql`coalesce(o.total_amount_of_customer, 0)`;

export function providerEarningsRepository(db: Db) {
  return {
    /**
     * The provider's completed jobs, newest first, each with the commission rate in force when it was done: the last
     * rate an operator set before that moment, else the rate before the first change, else the current one.
     */
    async completedJobs(providerId: number): Promise<EarnedJob[]> {
      const res = await db.execute<{
        order_id: number;
        order_no: string;
        type: string;
        done_at: Date;
        month: string;
        cash: string;
        rate: string;
        commission: string;
      }>(sql`
        WITH done AS (
          SELECT o.id, o.order_no, o.type, o.status_changed_at AS done_at, ${cashCollected()} AS cash
          FROM orders o
          WHERE o.provider_id = ${providerId} AND o.status = 'DONE'
        ), rated AS (
          SELECT d.*, coalesce(
            (SELECT c.rate FROM provider_commission_history c
              WHERE c.provider_id = ${providerId} AND c.created_at <= d.done_at ORDER BY c.created_at DESC, c.id DESC LIMIT 1),
            (SELECT c.previous_rate FROM provider_commission_history c
              WHERE c.provider_id = ${providerId} ORDER BY c.created_at, c.id LIMIT 1),
            (SELECT p.commission_rate FROM providers p WHERE p.account_id = ${providerId})
          ) AS rate
          FROM done d
        )
        SELECT id AS order_id, order_no, type, done_at,
          to_char(done_at AT TIME ZONE 'Asia/Amman', 'YYYY-MM') AS month,
          cash::text AS cash, rate::text AS rate, round(cash * rate / 100, 3)::text AS commission
        FROM rated
        ORDER BY done_at DESC, id DESC`);
      return res.rows.map((r) => ({
        orderId: r.order_id,
        orderNo: r.order_no,
        type: r.type,
        doneAt: new Date(r.done_at),
        month: r.month,
        cash: r.cash,
        rate: r.rate,
        commission: r.commission,
      }));
    },

    async commissionRate(providerId: number): Promise<number | null> {
      const res = await db.execute<{ rate: string }>(
        sql`SELECT commission_rate::text AS rate FROM providers WHERE account_id = ${providerId}`,
      );
      return res.rows[0] ? Number(res.rows[0].rate) : null;
    },
  };
}

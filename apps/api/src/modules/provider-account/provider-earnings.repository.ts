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
  /** Whose record the cash is: the provider's own, else the customer's; null when neither recorded any. */
  cashFrom: 'provider' | 'customer' | null;
  rate: string;
  commission: string;
};

/** A fine recorded against the provider (spec §4.5, a late cancel), in the Amman month it was recorded. */
export type Fine = { orderId: number; orderNo: string; at: Date; month: string; amount: string; reason: string };

/**
 * Where "cash collected" comes from, by name: the cash the provider recorded as received on the job (issue 18
 * point 3, `orders.cash_received_amount`); for a job where the provider recorded none, the amount the customer
 * recorded as paid; 0 when neither did. The provider's record wins because it is what reached the provider's hand
 * (the two may differ: reconciling them is the operators' business, not the earnings').
 */
export const CASH_SOURCE = 'provider' as const;
const cashCollected = (): SQL => sql`coalesce(o.cash_received_amount, o.total_amount_of_customer, 0)`;
const cashFrom = (): SQL =>
  sql`CASE WHEN o.cash_received_amount IS NOT NULL THEN 'provider' WHEN o.total_amount_of_customer IS NOT NULL THEN 'customer' END`;

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
        cash_from: 'provider' | 'customer' | null;
        rate: string;
        commission: string;
      }>(sql`
        WITH done AS (
          SELECT o.id, o.order_no, o.type, o.status_changed_at AS done_at, ${cashCollected()} AS cash, ${cashFrom()} AS cash_from
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
          cash::text AS cash, cash_from, rate::text AS rate, round(cash * rate / 100, 3)::text AS commission
        FROM rated
        ORDER BY done_at DESC, id DESC`);
      return res.rows.map((r) => ({
        orderId: r.order_id,
        orderNo: r.order_no,
        type: r.type,
        doneAt: new Date(r.done_at),
        month: r.month,
        cash: r.cash,
        cashFrom: r.cash_from,
        rate: r.rate,
        commission: r.commission,
      }));
    },

    /** The provider's fines, newest first, each with its order's number (kept even if the order is gone). */
    async fines(providerId: number): Promise<Fine[]> {
      const res = await db.execute<{ order_id: number; order_no: string | null; at: Date; month: string; amount: string; reason: string }>(sql`
        SELECT f.order_id, o.order_no, f.created_at AS at, to_char(f.created_at AT TIME ZONE 'Asia/Amman', 'YYYY-MM') AS month,
          f.amount::text AS amount, f.reason
        FROM provider_fines f LEFT JOIN orders o ON o.id = f.order_id
        WHERE f.provider_id = ${providerId}
        ORDER BY f.created_at DESC, f.id DESC`);
      return res.rows.map((r) => ({
        orderId: r.order_id,
        orderNo: r.order_no ?? String(r.order_id),
        at: new Date(r.at),
        month: r.month,
        amount: r.amount,
        reason: r.reason,
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

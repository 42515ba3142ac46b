import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { operatorMessages, type MessageAudience } from '@portal/db/schema/operator-messages';
import type { Trilingual } from '@portal/db/schema/reference';
import type { Tx } from '../../lib/transaction.ts';

type Executor = Db | Tx;

/** Active customers the audience names; marketing skips those who opted out. */
function audienceWhere(audience: MessageAudience, marketing: boolean): SQL {
  const parts: SQL[] = [sql`a.status = 'active'`];
  if (marketing) parts.push(sql`NOT c.marketing_opt_out`);
  if (audience.kind === 'customer') parts.push(sql`c.account_id = ${audience.accountId}`);
  if (audience.kind === 'segment') {
    if (audience.customerTypeId !== undefined) parts.push(sql`c.customer_type_id = ${audience.customerTypeId}`);
    if (audience.industryId !== undefined)
      parts.push(sql`EXISTS (SELECT 1 FROM customer_industries ci WHERE ci.customer_id = c.account_id AND ci.industry_id = ${audience.industryId})`);
    if (audience.area !== undefined) parts.push(sql`(lower(c.area) = lower(${audience.area}) OR lower(c.city) = lower(${audience.area}))`);
  }
  return sql.join(parts, sql` AND `);
}

/** Operators' messages to many customers (issue 17, point 8). */
export function operatorMessagesRepository(db: Executor) {
  return {
    insert: async (m: { operatorId: number; audience: MessageAudience; title: Trilingual; body: Trilingual; marketing: boolean }) => {
      const [row] = await db.insert(operatorMessages).values(m).returning({ id: operatorMessages.id });
      return row!.id;
    },
    recent: () => db.select().from(operatorMessages).orderBy(desc(operatorMessages.id)).limit(50),
    lock: async (id: number) => (await db.select().from(operatorMessages).where(eq(operatorMessages.id, id)).for('update'))[0],
    progress: (id: number, cursor: number, added: number) =>
      db
        .update(operatorMessages)
        .set({ status: 'sending', cursor, recipients: sql`${operatorMessages.recipients} + ${added}` })
        .where(eq(operatorMessages.id, id)),
    done: (id: number) => db.update(operatorMessages).set({ status: 'sent', sentAt: new Date() }).where(eq(operatorMessages.id, id)),
    isCustomer: async (id: number) =>
      (await db.execute(sql`SELECT 1 FROM customers c JOIN accounts a ON a.id = c.account_id WHERE c.account_id = ${id} AND a.status <> 'deleted'`)).rows.length > 0,
    count: async (audience: MessageAudience, marketing: boolean) =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM customers c JOIN accounts a ON a.id = c.account_id WHERE ${audienceWhere(audience, marketing)}`,
        )
      ).rows[0]?.n ?? 0,
    /** The next customers after `cursor`, in id order (the job's resumable walk). */
    nextBatch: async (audience: MessageAudience, marketing: boolean, cursor: number, size: number) =>
      (
        await db.execute<{ id: number }>(
          sql`SELECT c.account_id AS id FROM customers c JOIN accounts a ON a.id = c.account_id
              WHERE c.account_id > ${cursor} AND ${audienceWhere(audience, marketing)} ORDER BY c.account_id LIMIT ${size}`,
        )
      ).rows.map((r) => r.id),
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, customers } from '@portal/db/schema/accounts';
import { complaintReplies, complaints } from '@portal/db/schema/complaints';
import { orders } from '@portal/db/schema/orders';
import { providers } from '@portal/db/schema/providers';
import type { Db } from '@portal/db/client';
import type { Tx } from '../../lib/transaction.ts';

type Executor = Db | Tx;

/** SQL of the complaint queue's handling (issue 17, point 6); the list and closing with a note are operator-moderation's. */
export function complaintsRepository(db: Executor) {
  return {
    lock: async (id: number) => (await db.select().from(complaints).where(eq(complaints.id, id)).for('update'))[0],
    get: async (id: number) => (await db.select().from(complaints).where(eq(complaints.id, id)))[0],
    isActiveOperator: async (id: number) =>
      (await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.id, id), eq(accounts.role, 'operator'), eq(accounts.status, 'active')))).length > 0,
    operators: () =>
      db
        .select({ id: accounts.id, email: accounts.email, role: sql<'admin' | 'support'>`coalesce(${accounts.operatorRole}, 'support')` })
        .from(accounts)
        .where(and(eq(accounts.role, 'operator'), eq(accounts.status, 'active')))
        .orderBy(asc(accounts.email)),
    update: (id: number, values: Partial<typeof complaints.$inferInsert>) => db.update(complaints).set(values).where(eq(complaints.id, id)),
    insertReply: (complaintId: number, operatorId: number, operatorEmail: string, body: string) =>
      db.insert(complaintReplies).values({ complaintId, operatorId, operatorEmail, body }),
    replies: (complaintId: number) => db.select().from(complaintReplies).where(eq(complaintReplies.complaintId, complaintId)).orderBy(asc(complaintReplies.id)),
    customer: async (accountId: number) =>
      (
        await db
          .select({ id: accounts.id, email: accounts.email, lang: accounts.lang, name: customers.name, countryCode: customers.countryCode, phoneNo: customers.phoneNo })
          .from(accounts)
          .leftJoin(customers, eq(customers.accountId, accounts.id))
          .where(eq(accounts.id, accountId))
      )[0],
    provider: async (accountId: number) =>
      (await db.select({ id: accounts.id, email: accounts.email, name: providers.name }).from(providers).innerJoin(accounts, eq(accounts.id, providers.accountId)).where(eq(providers.accountId, accountId)))[0],
    order: async (orderId: number) =>
      (await db.select({ id: orders.id, orderNo: orders.orderNo, type: orders.type, status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0],
    email: async (accountId: number) => (await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)))[0]?.email ?? null,
  };
}


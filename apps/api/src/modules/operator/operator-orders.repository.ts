import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { FINAL_STATUSES } from '@portal/contract/order-state-machine';
import { accounts, customers } from '@portal/db/schema/accounts';
import { orderOffers, orders } from '@portal/db/schema/orders';

type Executor = Pick<Db, 'select' | 'update'>;
export type AccountStatus = 'active' | 'suspended' | 'deleted';

export function operatorOrdersRepository(db: Executor) {
  return {
    orderType: async (orderId: number) => {
      const rows = await db.select({ type: orders.type }).from(orders).where(eq(orders.id, orderId)).limit(1);
      return rows[0]?.type ?? null;
    },

    /** The customer account, locked for the change of status. */
    lockCustomer: async (accountId: number) => {
      const rows = await db
        .select({ id: accounts.id, status: accounts.status, email: accounts.email, lang: accounts.lang })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.role, 'customer')))
        .for('update');
      return rows[0];
    },

    customerName: async (accountId: number) => {
      const rows = await db.select({ name: customers.name }).from(customers).where(eq(customers.accountId, accountId)).limit(1);
      return rows[0]?.name ?? null;
    },

    /** The new status and, from the console, why (issue 17); a call without a reason clears the old one. */
    setStatus: (accountId: number, status: AccountStatus, reason: string | null = null) =>
      db.update(accounts).set({ status, statusReason: reason, statusChangedAt: new Date(), updatedAt: new Date() }).where(eq(accounts.id, accountId)),

    /** Ids of the customer's orders that have not ended, oldest first (the order they are locked in). */
    openOrderIds: async (customerId: number) => {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...FINAL_STATUSES])))
        .orderBy(orders.id);
      return rows.map((r) => r.id);
    },

    closeOpenOffers: (orderIds: number[]) =>
      orderIds.length === 0
        ? Promise.resolve()
        : db
            .update(orderOffers)
            .set({ status: 'expired', answeredAt: new Date() })
            .where(and(inArray(orderOffers.orderId, orderIds), eq(orderOffers.status, 'offered'))),
  };
}

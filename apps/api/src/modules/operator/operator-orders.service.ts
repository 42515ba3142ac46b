import type { OrderType } from '@portal/contract/codes';
import { isLang } from '@portal/contract/lang';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction, type AfterCommit } from '../../lib/transaction.ts';
import { applyTransition, type Tx } from '../order-core/order-transitions.ts';
import { operatorOrdersRepository } from './operator-orders.repository.ts';
import { suspensionMail } from './suspension-mail.ts';

/** What operators do to orders and customer accounts (spec §6 Admin; docs/design.md, Orders). */
export function operatorOrdersService(ctx: AppContext) {
  const inTx = <T>(work: (tx: Tx, after: AfterCommit[]) => Promise<T>) => inTransaction(ctx.db, work);

  async function cancelInTx(tx: Tx, after: AfterCommit[], orderId: number, operatorId: number) {
    const moved = await applyTransition(ctx, tx, { orderId, to: 'CBA', actor: { role: 'operator', id: operatorId } });
    after.push(moved.afterCommit);
    await operatorOrdersRepository(tx).closeOpenOffers([orderId]);
    return moved.order;
  }

  /**
   * Suspending or deleting ends the account's sessions at once in every instance (the revocation and its
   * notice commit with the status) and cancels its open orders (CBA, the customer is notified).
   */
  async function closeAccount(customerId: number, operatorId: number, status: 'suspended' | 'deleted', reason: string | null) {
    const cancelled = await inTx(async (tx, after) => {
      const r = operatorOrdersRepository(tx);
      const account = await r.lockCustomer(customerId);
      if (!account) throw notFound('customerNotFound');
      if (account.status === 'deleted') throw conflict('accountAlreadyDeleted');
      await r.setStatus(customerId, status, reason);
      await ctx.sessions.revokeAll(customerId, tx);
      const ids = await r.openOrderIds(customerId);
      // Suspended first: the orders cancelled with it send no mail each; the one suspension mail tells it all.
      for (const id of ids) await cancelInTx(tx, after, id, operatorId);
      if (status === 'suspended') {
        const lang = isLang(account.lang) ? account.lang : 'en';
        const name = (await r.customerName(customerId)) ?? '';
        await ctx.mail.enqueue(tx, suspensionMail(lang, account.email, name, `${ctx.config.publicUrl}/landing`));
        after.push(async () => ctx.mail.kick());
      }
      return ids;
    });
    await ctx.sessions.forgetAccount(customerId);
    return { id: customerId, status, cancelledOrders: cancelled };
  }

  return {
    async cancelOrder(operatorId: number, type: OrderType, orderId: number) {
      const order = await inTx(async (tx, after) => {
        if ((await operatorOrdersRepository(tx).orderType(orderId)) !== type) throw notFound('orderNotFound');
        return cancelInTx(tx, after, orderId, operatorId);
      });
      return { id: order.id, orderNo: order.orderNo, type: order.type, status: order.status, lastOrderStatus: order.lastOrderStatus };
    },
    suspendCustomer: (customerId: number, operatorId: number, reason: string | null = null) => closeAccount(customerId, operatorId, 'suspended', reason),
    deleteCustomer: (customerId: number, operatorId: number, reason: string | null = null) => closeAccount(customerId, operatorId, 'deleted', reason),

    /** A suspended customer may sign in again; a deleted account stays deleted. */
    async reactivateCustomer(customerId: number, reason: string | null = null) {
      await inTx(async (tx) => {
        const r = operatorOrdersRepository(tx);
        const account = await r.lockCustomer(customerId);
        if (!account) throw notFound('customerNotFound');
        if (account.status === 'deleted') throw conflict('accountAlreadyDeleted');
        await r.setStatus(customerId, 'active', reason);
      });
      return { id: customerId, status: 'active' as const, cancelledOrders: [] as number[] };
    },
  };
}

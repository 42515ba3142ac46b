import { eq } from 'drizzle-orm';
import type { Lang } from '@portal/contract/lang';
import type { OrderStatus } from '@portal/contract/codes';
import { canTransition } from '@portal/contract/order-state-machine';
import type { DashboardPeriod, OperatorOrderDetail, OperatorOrdersQuery, OperatorReassign } from '@portal/contract/operator-console';
import { orders } from '@portal/db/schema/orders';
import type { AppContext } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockOrder } from '../order-core/order-transitions.ts';
import { orderReadsRepository } from '../order-core/order-reads.repository.ts';
import { orderViews } from '../order-core/order-view.ts';
import { touchOrder } from '../order-core/touch-order.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { operatorDeskRepository } from './operator-desk.repository.ts';

/**
 * An order may go to another provider while its work has not been finished: the provider was set (a direct award
 * waiting for acceptance, or any accepted order) and the job is not done yet. After FSD the work is done and only
 * the fee and payment remain, which belong to the provider who did it.
 */
const REASSIGNABLE: readonly OrderStatus[] = ['REQD', 'ACPT', 'APRD', 'OTW', 'UP'];
const canReassign = (o: { status: OrderStatus; providerId: number | null }) => o.providerId !== null && REASSIGNABLE.includes(o.status);

/** The operator console's dashboard, order list, order page and reassignment (issue 17, points 2 and 3). */
export function operatorDeskService(ctx: AppContext) {
  const repo = operatorDeskRepository(ctx.pool);
  // Operators asking for the same period at the same moment share one set of queries: a support team opening the
  // dashboard together (or its minute refresh) costs the database one read, and nobody sees older figures.
  const inFlight = new Map<DashboardPeriod, ReturnType<typeof repo.dashboard>>();

  return {
    dashboard(period: DashboardPeriod) {
      let running = inFlight.get(period);
      if (!running) {
        running = repo.dashboard(period).finally(() => inFlight.delete(period));
        inFlight.set(period, running);
      }
      return running;
    },

    listOrders: (q: OperatorOrdersQuery, lang: Lang) => repo.list(q, lang),

    /** Everything the customer sees of the order (their own view), plus what only the operators see. */
    async order(orderId: number, lang: Lang): Promise<OperatorOrderDetail> {
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw notFound('orderNotFound');
      const limits = await readOrderLimits(ctx.db);
      const [[view], parties, history, notifications, operatorActions, offers, proposals] = await Promise.all([
        orderViews(orderReadsRepository(ctx.db), [row], lang, limits),
        repo.parties(row.customerId, row.providerId, lang),
        repo.history(row.id),
        repo.notifications(row.type, row.id, lang),
        repo.operatorActions(row.id),
        row.type === 'E' ? repo.offers(row.id, lang) : Promise.resolve([]),
        row.type === 'R' ? repo.proposals(row.id) : Promise.resolve(0),
      ]);
      return {
        order: view!,
        title: row.title,
        customer: parties.customer,
        provider: parties.provider,
        history,
        notifications,
        operatorActions,
        offers,
        proposals,
        canCancel: canTransition(row.type, row.status, 'CBA', 'operator'),
        canReassign: canReassign(row),
        cashReceived:
          row.cashReceivedAmount !== null
            ? {
                amount: row.cashReceivedAmount,
                includesParts: row.cashReceivedIncludesParts ?? false,
                at: Math.floor((row.cashReceivedAt ?? row.updatedAt).getTime() / 1000),
              }
            : null,
      };
    },

    async candidates(orderId: number, lang: Lang) {
      const [row] = await ctx.db.select({ subCategoryId: orders.subCategoryId, providerId: orders.providerId }).from(orders).where(eq(orders.id, orderId));
      if (!row) throw notFound('orderNotFound');
      return repo.candidates(row.subCategoryId, row.providerId, lang);
    },

    /**
     * Gives the order to another active provider of its sub-category. The status stays (no row of the state
     * machine leads back, and the new provider takes the work where it is); the customer hears of it through
     * touchOrder, both providers by their own notification, all in one transaction.
     */
    async reassign(orderId: number, input: OperatorReassign) {
      const result = await inTransaction(ctx.db, async (tx, after) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('orderNotFound');
        if (!canReassign(order)) throw conflict('orderCannotBeReassigned');
        const previous = order.providerId!;
        if (input.providerId === previous || !(await repo.servesActive(tx, input.providerId, order.subCategoryId))) {
          throw badRequest('providerNotInSubCategory', { providerId: ['providerNotInSubCategory'] });
        }
        await repo.setProvider(tx, order.id, input.providerId);
        after.push(await touchOrder(ctx, tx, order, 'REASSIGNED'));
        const tell = async (accountId: number, key: string) =>
          (
            await ctx.notify.create(tx, {
              accountId,
              type: order.type,
              event: 'REASSIGNED',
              serviceId: order.id,
              message: { key, params: { reason: input.reason } },
              params: { orderNo: order.orderNo },
            })
          ).afterCommit;
        after.push(await tell(previous, 'notification.provider.REASSIGNED_FROM'));
        after.push(await tell(input.providerId, 'notification.provider.REASSIGNED_TO'));
        return { id: order.id, orderNo: order.orderNo, type: order.type, status: order.status, providerId: input.providerId, previousProviderId: previous };
      });
      return result;
    },
  };
}

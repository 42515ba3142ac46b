import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { orderDeadline, periodicSweep } from '../order-core/order-deadlines.ts';
import { dispatchRepository } from './dispatch.repository.ts';
import { endUntakenExpressOrder } from '../order-core/express-expiry.ts';
import { touchOrder } from '../order-core/touch-order.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const DISPATCH_EXPIRY_QUEUE = 'express-dispatch-expiry';
/** An express order still untaken past its window ends as not taken (one NO_PROVIDER notification). */
const expressDeadline = (ctx: AppContext) =>
  orderDeadline(ctx, {
    isDue: (tx, orderId) => dispatchRepository(tx).isDue(orderId),
    lockOneDue: (tx) => dispatchRepository(tx).lockOneExpired(),
    end: (tx, orderId) => endUntakenExpressOrder(ctx, tx, orderId),
  });

/** Ends the express order if it is still untaken past its window; false when there was nothing to do. */
export const expireIfDue = (ctx: AppContext, orderId: number) => expressDeadline(ctx).endIfDue(orderId);

/**
 * The safety net under the per-order jobs (a job lost, a window shortened): every express order past its
 * window, one transaction each, rows taken with SKIP LOCKED so instances sweeping together share them.
 */
export const sweepExpiredExpressOrders = (ctx: AppContext) => expressDeadline(ctx).sweep();

/**
 * Express dispatch: a new express order is offered (if its creator did not) and gets an expiry job at the
 * end of its window; a sweep every `sweepSeconds` catches whatever a job missed.
 */
export function createDispatch(ctx: AppContext, jobs: Jobs, log: FastifyBaseLogger) {
  jobs.handle<{ orderId: number }>(DISPATCH_EXPIRY_QUEUE, async ({ orderId }) => {
    if (await expireIfDue(ctx, orderId)) log.info({ orderId }, 'express order expired: no provider took it');
  });

  const sweeper = periodicSweep(
    () =>
      sweepExpiredExpressOrders(ctx)
        .then((n) => n > 0 && log.info({ ended: n }, 'dispatch sweep ended untaken express orders'))
        .catch((err: unknown) => log.warn({ err }, 'dispatch sweep failed')),
    ctx.config.dispatchSweepSeconds,
  );

  return {
    /** Called by the customer side once a new express order has committed. Never throws: the sweep is the net. */
    async expressCreated(orderId: number): Promise<void> {
      try {
        const repo = dispatchRepository(ctx.db);
        await repo.ensureOffers(orderId);
        const at = await repo.ensureWindow(orderId, ctx.config.expressDispatchSeconds);
        // The view shows the window's end; set here only when the order was written without one. Each provider
        // offered the order hears of it: a notification and its Web Push (the provider app, issue 18).
        await inTransaction(ctx.db, async (tx, after) => {
          for (const offer of await dispatchRepository(tx).openOffers(orderId)) {
            const notified = await ctx.notify.create(tx, {
              accountId: offer.providerId,
              type: 'E',
              event: 'MESSAGE',
              serviceId: orderId,
              message: { key: 'providerNotification.newOffer', params: { orderNo: offer.orderNo, area: offer.area } },
            });
            after.push(notified.afterCommit);
          }
          after.push(await touchOrder(ctx, tx, { id: orderId }, 'quiet'));
        });
        if (at) await jobs.sendAt(DISPATCH_EXPIRY_QUEUE, { orderId }, at);
      } catch (err) {
        log.warn({ err, orderId }, 'express dispatch could not schedule the expiry; the sweep will end the order');
      }
    },
    start: sweeper.start,
    stop: sweeper.stop,
  };
}
export type Dispatch = ReturnType<typeof createDispatch>;

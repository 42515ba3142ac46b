import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { lockOrder } from '../orders/order-transitions.ts';
import { dispatchRepository } from './dispatch.repository.ts';
import { endUntakenExpressOrder } from './express-expiry.ts';

export const DISPATCH_EXPIRY_QUEUE = 'express-dispatch-expiry';
/** Enough for one sweep; a backlog larger than this is finished by the next sweep. */
const SWEEP_BATCH = 100;

/** Ends the express order if it is still untaken past its window; false when there was nothing to do. */
export async function expireIfDue(ctx: AppContext, orderId: number): Promise<boolean> {
  let after: (() => Promise<void>) | null = null;
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    // Checked again under the lock: a provider may have accepted while the job was on its way.
    if (!order || !(await dispatchRepository(tx).isDue(orderId))) return;
    after = await endUntakenExpressOrder(ctx, tx, orderId);
  });
  if (!after) return false;
  await (after as () => Promise<void>)();
  return true;
}

/**
 * The safety net under the per-order jobs (a job lost, a window shortened): every express order past its
 * window, one transaction each, rows taken with SKIP LOCKED so instances sweeping together share them.
 */
export async function sweepExpiredExpressOrders(ctx: AppContext): Promise<number> {
  let ended = 0;
  for (let i = 0; i < SWEEP_BATCH; i++) {
    let after: (() => Promise<void>) | null = null;
    await ctx.db.transaction(async (tx) => {
      const id = await dispatchRepository(tx).lockOneExpired();
      if (id !== null) after = await endUntakenExpressOrder(ctx, tx, id);
    });
    if (!after) break;
    ended++;
    await (after as () => Promise<void>)();
  }
  return ended;
}

/**
 * Express dispatch: a new express order is offered (if its creator did not) and gets an expiry job at the
 * end of its window; a sweep every `sweepSeconds` catches whatever a job missed.
 */
export function createDispatch(ctx: AppContext, jobs: Jobs, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;

  jobs.handle<{ orderId: number }>(DISPATCH_EXPIRY_QUEUE, async ({ orderId }) => {
    if (await expireIfDue(ctx, orderId)) log.info({ orderId }, 'express order expired: no provider took it');
  });

  function sweep() {
    if (sweeping) return;
    sweeping = sweepExpiredExpressOrders(ctx)
      .then((n) => n > 0 && log.info({ ended: n }, 'dispatch sweep ended untaken express orders'))
      .catch((err: unknown) => log.warn({ err }, 'dispatch sweep failed'))
      .finally(() => (sweeping = null));
  }

  return {
    /** Called by the customer side once a new express order has committed. Never throws: the sweep is the net. */
    async expressCreated(orderId: number): Promise<void> {
      try {
        const repo = dispatchRepository(ctx.db);
        await repo.ensureOffers(orderId);
        const at = await repo.ensureWindow(orderId, ctx.config.expressDispatchSeconds);
        // The view shows the window's end; set here only when the order was written without one.
        await ctx.orderEtags.changed(ctx.db, orderId);
        if (at) await jobs.sendAt(DISPATCH_EXPIRY_QUEUE, { orderId }, at);
      } catch (err) {
        log.warn({ err, orderId }, 'express dispatch could not schedule the expiry; the sweep will end the order');
      }
    },
    start() {
      timer = setInterval(sweep, ctx.config.dispatchSweepSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping;
    },
  };
}
export type Dispatch = ReturnType<typeof createDispatch>;

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { orderDeadline, periodicSweep } from '../order-core/order-deadlines.ts';
import { applyTransition } from '../order-core/order-transitions.ts';
import { rfpsRepository } from './rfps.repository.ts';

export const RFP_CLOSE_QUEUE = 'rfp-close';

/** An RFP whose end date passed without an approved reply: closed by the system, the customer told once (CLSE). */
const rfpDeadline = (ctx: AppContext) =>
  orderDeadline(ctx, {
    isDue: (tx, rfpId) => rfpsRepository(tx).isDue(rfpId),
    lockOneDue: (tx) => rfpsRepository(tx).lockOneDue(),
    end: async (tx, rfpId) =>
      (await applyTransition(ctx, tx, { orderId: rfpId, to: 'CLSE', actor: { role: 'system', id: null } })).afterCommit,
  });

/** The job at an RFP's end date: closes it if it is still receiving proposals (checked again under the lock). */
export const closeIfDue = (ctx: AppContext, rfpId: number) => rfpDeadline(ctx).endIfDue(rfpId);

/** The safety net: every RFP past its end date, one transaction each, SKIP LOCKED so instances share them. */
export const sweepDueRfps = (ctx: AppContext) => rfpDeadline(ctx).sweep();

/** RFP expiry (docs/design.md Jobs): a pg-boss job per RFP at its end date, and a sweep as in modules/dispatch. */
export function createRfpClosing(ctx: AppContext, jobs: Jobs, log: FastifyBaseLogger) {
  jobs.handle<{ rfpId: number }>(RFP_CLOSE_QUEUE, async ({ rfpId }) => {
    if (await closeIfDue(ctx, rfpId)) log.info({ rfpId }, 'RFP closed: end date passed without an approved reply');
  });
  return periodicSweep(
    () =>
      sweepDueRfps(ctx)
        .then((n) => n > 0 && log.info({ closed: n }, 'RFP sweep closed RFPs past their end date'))
        .catch((err: unknown) => log.warn({ err }, 'RFP sweep failed')),
    ctx.config.dispatchSweepSeconds,
  );
}
export type RfpClosing = ReturnType<typeof createRfpClosing>;

import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { applyTransition, lockOrder, type Tx } from '../orders/order-transitions.ts';
import { rfpsRepository } from './rfps.repository.ts';

export const RFP_CLOSE_QUEUE = 'rfp-close';
const SWEEP_BATCH = 100;

/** An RFP whose end date passed without an approved reply: closed by the system, the customer told once (CLSE). */
async function close(ctx: AppContext, tx: Tx, rfpId: number) {
  const moved = await applyTransition(ctx, tx, { orderId: rfpId, to: 'CLSE', actor: { role: 'system', id: null } });
  return moved.afterCommit;
}

/** The job at an RFP's end date: closes it if it is still receiving proposals (checked again under the lock). */
export async function closeIfDue(ctx: AppContext, rfpId: number): Promise<boolean> {
  let after: (() => Promise<void>) | null = null;
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, rfpId);
    if (!row || !(await rfpsRepository(tx).isDue(rfpId))) return;
    after = await close(ctx, tx, rfpId);
  });
  if (!after) return false;
  await (after as () => Promise<void>)().catch(() => {});
  return true;
}

/** The safety net: every RFP past its end date, one transaction each, SKIP LOCKED so instances share them. */
export async function sweepDueRfps(ctx: AppContext): Promise<number> {
  let closed = 0;
  for (let i = 0; i < SWEEP_BATCH; i++) {
    let after: (() => Promise<void>) | null = null;
    await ctx.db.transaction(async (tx) => {
      const id = await rfpsRepository(tx).lockOneDue();
      if (id !== null) after = await close(ctx, tx, id);
    });
    if (!after) break;
    closed++;
    await (after as () => Promise<void>)().catch(() => {});
  }
  return closed;
}

/** RFP expiry (DESIGN.md Jobs): a pg-boss job per RFP at its end date, and a sweep as in modules/dispatch. */
export function createRfpClosing(ctx: AppContext, jobs: Jobs, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;

  jobs.handle<{ rfpId: number }>(RFP_CLOSE_QUEUE, async ({ rfpId }) => {
    if (await closeIfDue(ctx, rfpId)) log.info({ rfpId }, 'RFP closed: end date passed without an approved reply');
  });

  function sweep() {
    if (sweeping) return;
    sweeping = sweepDueRfps(ctx)
      .then((n) => n > 0 && log.info({ closed: n }, 'RFP sweep closed RFPs past their end date'))
      .catch((err: unknown) => log.warn({ err }, 'RFP sweep failed'))
      .finally(() => (sweeping = null));
  }

  return {
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
export type RfpClosing = ReturnType<typeof createRfpClosing>;

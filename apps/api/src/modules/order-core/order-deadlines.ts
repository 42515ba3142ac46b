import type { AppContext } from '../../context.ts';
import { lockOrder, type Tx } from './order-transitions.ts';

type AfterCommit = () => Promise<void>;
/** Enough for one sweep; a larger backlog is finished by the next one. */
const SWEEP_BATCH = 100;

/** An order that ends by itself once a deadline passes (an express order nobody took, an RFP past its end date). */
export type OrderDeadline = {
  /** Still due? Asked again under the row lock: a provider may have accepted, or the customer approved, meanwhile. */
  isDue: (tx: Tx, orderId: number) => Promise<boolean>;
  /** One due order, locked with SKIP LOCKED so that instances sweeping together share the work; null when none. */
  lockOneDue: (tx: Tx) => Promise<number | null>;
  /** Ends it in the caller's transaction and returns what runs after the commit (the customer's push). */
  end: (tx: Tx, orderId: number) => Promise<AfterCommit | null>;
};

/**
 * The two halves of docs/design.md's deadline jobs: the pg-boss job at the deadline ends one order if it is still due,
 * and the sweep (the safety net for a lost job) ends every due order, one transaction each.
 */
export function orderDeadline(ctx: AppContext, deadline: OrderDeadline) {
  async function endOne(pick: (tx: Tx) => Promise<number | null>): Promise<boolean> {
    let after: AfterCommit | null = null;
    await ctx.db.transaction(async (tx) => {
      const id = await pick(tx);
      if (id !== null) after = await deadline.end(tx, id);
    });
    if (!after) return false;
    // The change is committed; a push that fails after it is not worth failing the job or the sweep for.
    await (after as AfterCommit)().catch(() => {});
    return true;
  }

  return {
    /** False when there was nothing to do (gone, already moved on, or not due yet). */
    endIfDue: (orderId: number) =>
      endOne(async (tx) => ((await lockOrder(tx, orderId)) && (await deadline.isDue(tx, orderId)) ? orderId : null)),
    /** How many orders it ended. */
    async sweep(): Promise<number> {
      let ended = 0;
      while (ended < SWEEP_BATCH && (await endOne(deadline.lockOneDue))) ended++;
      return ended;
    },
  };
}

/** A sweep every `everySeconds`, never two at once; `stop` waits for the one running. */
export function periodicSweep(run: () => Promise<unknown>, everySeconds: number) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (!running) running = run().finally(() => (running = null));
  };
  return {
    start() {
      timer = setInterval(tick, everySeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

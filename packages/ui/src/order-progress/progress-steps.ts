import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { CANCELLED_STATUSES, PROGRESS_STEPS, progressIndex, type ProgressStepId } from '@portal/contract/order-state-machine';

export type StepState = 'done' | 'current' | 'todo' | 'ended';
export type ProgressStep = { status: ProgressStepId; state: StepState };

const ENDING: readonly OrderStatus[] = [...CANCELLED_STATUSES, 'REJT', 'CLSE'];
/** Statuses that sit on a step of another name: the step shows them while the order is there. */
const NAMED_ON_STEP = ['ACPT', 'WPAY'] as const;

/**
 * The bar of spec §4.2: the steps of the order's type, filled up to the current status (or the last one
 * before it ended; a later status implies the earlier ones). An order that ended early (cancelled,
 * rejected, closed) keeps the steps it reached filled, the others empty, and gets its end as one more
 * step at the end of the bar ('Cancel is an extra end state'). An RFP's replyCount fills its 'receiving
 * proposal' step.
 */
export function progressSteps(type: OrderType, status: OrderStatus, lastOrderStatus: OrderStatus | null, replyCount = 0): ProgressStep[] {
  const steps = PROGRESS_STEPS[type];
  const at = progressIndex(type, status, lastOrderStatus, replyCount);
  const ended = ENDING.includes(status);
  // The step the order is on carries the order's own status when the bar has no step of that name (a direct
  // award's Accepted before Approved; Waiting for payment after Finished), so the bar says what the badge says.
  const named = ended ? (lastOrderStatus ?? 'REQD') : status;
  const relabel = (NAMED_ON_STEP as readonly OrderStatus[]).includes(named) && !steps.includes(named);
  const bar = steps.map<ProgressStep>((s, i) => ({
    status: i === at && relabel ? named : s,
    state: i < at ? 'done' : i > at ? 'todo' : ended || status === 'DONE' ? 'done' : 'current',
  }));
  if (!ended) return bar;
  return [...bar, { status, state: 'ended' }];
}

/** How many steps are filled (done, current or the end state). */
export const filledCount = (steps: ProgressStep[]) => steps.filter((s) => s.state !== 'todo').length;

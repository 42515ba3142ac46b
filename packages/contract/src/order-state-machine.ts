import type { FeeStatus, OrderStatus, OrderType } from './codes.ts';
import { LIMITS } from './limits.ts';

/**
 * The order state machine of docs/design.md (Orders), one table for the server (which enforces it) and the web
 * (progress bar, lists, buttons). An actor may move an order of a type from one status to another only if a
 * row says so.
 */
export type OrderActor = 'customer' | 'provider' | 'operator' | 'system';
export type Transition = { type: OrderType; from: OrderStatus; to: OrderStatus; actor: OrderActor };

const CANCEL_BY_OPERATOR_FROM: OrderStatus[] = ['REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'FSD', 'WPAY'];

const rows: Array<[OrderType, OrderStatus, OrderStatus, OrderActor]> = [
  // Direct award: the chosen provider accepts (or declines), confirms the appointment, then does the work.
  ['T', 'REQD', 'ACPT', 'provider'],
  ['T', 'REQD', 'REJT', 'provider'],
  // A direct award offered again after its provider cancelled (spec §4.5) ends like an untaken express order.
  ['T', 'REQD', 'REJT', 'system'],
  ['T', 'ACPT', 'APRD', 'provider'],
  ['T', 'APRD', 'OTW', 'provider'],
  ['T', 'OTW', 'UP', 'provider'],
  ['T', 'UP', 'FSD', 'provider'],
  ['T', 'FSD', 'WPAY', 'provider'],
  ['T', 'WPAY', 'DONE', 'provider'],
  ['T', 'REQD', 'CBC', 'customer'],
  ['T', 'ACPT', 'CBC', 'customer'],
  ['T', 'APRD', 'CBC', 'customer'],
  ['T', 'ACPT', 'CNCL', 'provider'],
  ['T', 'APRD', 'CNCL', 'provider'],
  ['T', 'OTW', 'CNCL', 'provider'],
  // Express: the first featured provider to accept takes it (straight to approved); no taker in time: rejected.
  ['E', 'REQD', 'APRD', 'provider'],
  ['E', 'REQD', 'REJT', 'system'],
  ['E', 'APRD', 'OTW', 'provider'],
  ['E', 'OTW', 'UP', 'provider'],
  ['E', 'UP', 'FSD', 'provider'],
  ['E', 'FSD', 'WPAY', 'provider'],
  ['E', 'WPAY', 'DONE', 'provider'],
  ['E', 'REQD', 'CBC', 'customer'],
  ['E', 'APRD', 'CBC', 'customer'],
  ['E', 'APRD', 'CNCL', 'provider'],
  ['E', 'OTW', 'CNCL', 'provider'],
  // RFP: proposals come in while requested; the customer's approval of one reply makes it accepted.
  ['R', 'REQD', 'ACPT', 'customer'],
  ['R', 'ACPT', 'OTW', 'provider'],
  ['R', 'OTW', 'UP', 'provider'],
  ['R', 'UP', 'FSD', 'provider'],
  ['R', 'FSD', 'WPAY', 'provider'],
  ['R', 'WPAY', 'DONE', 'provider'],
  ['R', 'REQD', 'CBC', 'customer'],
  ['R', 'ACPT', 'CBC', 'customer'],
  ['R', 'REQD', 'CLSE', 'system'],
  ['R', 'ACPT', 'CNCL', 'provider'],
  ['R', 'OTW', 'CNCL', 'provider'],
];

export const ORDER_TRANSITIONS: readonly Transition[] = [
  ...rows.map(([type, from, to, actor]) => ({ type, from, to, actor })),
  ...(['E', 'T', 'R'] as const).flatMap((type) => CANCEL_BY_OPERATOR_FROM.map((from) => ({ type, from, to: 'CBA' as const, actor: 'operator' as const }))),
];

export function canTransition(type: OrderType, from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some((t) => t.type === type && t.from === from && t.to === to && t.actor === actor);
}

/** Where an actor can take an order from its current status. */
export function nextStatuses(type: OrderType, from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.type === type && t.from === from && t.actor === actor).map((t) => t.to);
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'CLSE'];
export const CANCELLED_STATUSES: readonly OrderStatus[] = ['CNCL', 'CBC', 'CBA'];

/** Spec §4.2: which statuses each list shows. */
export const ACTIVE_STATUSES: Record<OrderType, readonly OrderStatus[]> = {
  T: ['REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'WPAY'],
  E: ['REQD', 'APRD', 'OTW', 'UP', 'WPAY'],
  R: ['REQD', 'ACPT', 'APRD', 'OTW', 'UP', 'WPAY'],
};
/** The recent lists: done, finished and ended (spec §4.2); WPAY is active, "shown as under progress" (spec §4.1). */
export const RECENT_STATUSES: Record<OrderType, readonly OrderStatus[]> = {
  T: ['DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'FSD'],
  E: ['DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'FSD'],
  R: ['DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'FSD', 'CLSE'],
};

/**
 * The filter states of spec §4.1 ("Filter states offered: requested, rejected, approved, confirmed, done") and the
 * statuses each stands for. Approved is the progress bar's step (the provider accepted, or the appointment is
 * confirmed: ACPT and APRD); confirmed is the appointment confirmed (APRD). docs/decisions/0015.
 */
export const FILTER_STATES = ['requested', 'rejected', 'approved', 'confirmed', 'done'] as const;
export type FilterState = (typeof FILTER_STATES)[number];
export const FILTER_STATE_STATUSES: Record<FilterState, readonly OrderStatus[]> = {
  requested: ['REQD'],
  rejected: ['REJT'],
  approved: ['ACPT', 'APRD'],
  confirmed: ['APRD'],
  done: ['DONE'],
};

/** The statuses a list's `status` filter keeps: a status code (as before), or one of the spec's filter states. */
export function statusesOfFilter(status: OrderStatus | FilterState): readonly OrderStatus[] {
  return (FILTER_STATES as readonly string[]).includes(status) ? FILTER_STATE_STATUSES[status as FilterState] : [status as OrderStatus];
}

/** Statuses before the provider sets off: an appointment passed in one of them is late. */
const BEFORE_THE_WAY: readonly OrderStatus[] = ['REQD', 'ACPT', 'APRD'];

/**
 * Spec §4.1 'Late': a direct award whose appointment has passed while the provider is not on the way yet (requested,
 * accepted or approved). Express orders and RFPs have no appointment.
 */
export function isLateOrder(o: { type: OrderType; status: OrderStatus; startDate: Date | string | null }, now: Date | number = Date.now()): boolean {
  if (o.type !== 'T' || !o.startDate || !BEFORE_THE_WAY.includes(o.status)) return false;
  const at = typeof now === 'number' ? now : now.getTime();
  return new Date(o.startDate).getTime() < at;
}

/**
 * Spec §4.2's RFP step "receiving proposal": not a status (the RFP stays REQD while replies come in), so a step of
 * its own, reached once the first reply arrived. Requested is the RFP created.
 */
export const RECEIVING_PROPOSALS = 'RCVP' as const;
export type ProgressStepId = OrderStatus | typeof RECEIVING_PROPOSALS;

/** Spec §4.2: the progress bar's steps. */
export const PROGRESS_STEPS: Record<OrderType, readonly ProgressStepId[]> = {
  T: ['REQD', 'APRD', 'OTW', 'UP', 'FSD'],
  E: ['REQD', 'APRD', 'OTW', 'UP', 'FSD'],
  R: ['REQD', RECEIVING_PROPOSALS, 'ACPT', 'OTW', 'UP', 'FSD'],
};

/**
 * How far the bar is filled: the index of the current (or, once cancelled, the last) status among the steps.
 * A later status implies the earlier ones (ACPT sits before APRD; WPAY and DONE after FSD). For an RFP,
 * `replyCount` (as the RFP summary gives it) tells whether a requested RFP is receiving proposals; an accepted
 * one has had a proposal, so it implies that step too.
 */
export function progressIndex(type: OrderType, status: OrderStatus, lastOrderStatus: OrderStatus | null = null, replyCount = 0): number {
  const steps = PROGRESS_STEPS[type];
  const effective = CANCELLED_STATUSES.includes(status) || status === 'REJT' || status === 'CLSE' ? (lastOrderStatus ?? 'REQD') : status;
  if (effective === 'WPAY' || effective === 'DONE') return steps.length - 1;
  if (effective === 'REQD' && replyCount > 0 && steps.includes(RECEIVING_PROPOSALS)) return steps.indexOf(RECEIVING_PROPOSALS);
  const direct = steps.indexOf(effective);
  if (direct >= 0) return direct;
  // Direct award: accepted by the provider, the appointment not yet confirmed. The step after requested, as
  // the badge says "Accepted" (the bar names that step after the status while the order is there).
  if (effective === 'ACPT') return 1;
  if (effective === 'APRD') return steps.indexOf('ACPT');
  return 0;
}

/** The customer may cancel in requested, accepted or approved states (spec §2.8, §4.5). */
export function customerCanCancel(type: OrderType, status: OrderStatus): boolean {
  return canTransition(type, status, 'CBC', 'customer');
}

/**
 * Spec §4.5 and §9 "five-minute threshold": the cancellation fee applies when the order is past requested
 * and more than 300 s have passed since its last status change.
 */
export function cancelFeeApplies(status: OrderStatus, statusChangedAt: Date | number, now: Date | number = Date.now()): boolean {
  const changed = typeof statusChangedAt === 'number' ? statusChangedAt : statusChangedAt.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  return status !== 'REQD' && at - changed > LIMITS.cancelFeeWindowSeconds * 1000;
}

/** Spec §4.4: the tracking pages send the customer to /estimation while a fee decision or payment is due. */
export function needsEstimation(o: { customerFeesStatus: FeeStatus | null; totalAmountOfCustomer: number | null }): boolean {
  return o.customerFeesStatus === 'PEND' || (o.customerFeesStatus === 'ACPT' && o.totalAmountOfCustomer === null);
}

/** The provider may send an estimate while the work is under progress and no estimate awaits the customer. */
export function canSendEstimate(status: OrderStatus, fees: FeeStatus | null): boolean {
  return status === 'UP' && fees !== 'PEND';
}

/** The customer records the amount paid once: after deciding on an estimate, or once the work is finished. */
export function canRecordPayment(o: { status: OrderStatus; customerFeesStatus: FeeStatus | null; totalAmountOfCustomer: number | null }): boolean {
  if (o.totalAmountOfCustomer !== null) return false;
  return o.customerFeesStatus === 'ACPT' || o.customerFeesStatus === 'REJT' || ['FSD', 'WPAY', 'DONE'].includes(o.status);
}

/** Rating comes after the amount paid is recorded, once the work is finished. */
export function canRate(o: { status: OrderStatus; totalAmountOfCustomer: number | null }): boolean {
  return o.totalAmountOfCustomer !== null && ['FSD', 'WPAY', 'DONE'].includes(o.status);
}

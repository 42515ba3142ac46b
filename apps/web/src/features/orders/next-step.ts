import { CANCELLED_STATUSES, canRate, canRecordPayment, needsEstimation } from '@portal/contract/order-state-machine';
import type { FeeStatus, OrderStatus } from '@portal/contract/codes';
import type { FollowType } from './order-types.ts';

/** The fields of an order the §4.4 flow depends on. */
export type FlowOrder = {
  status: OrderStatus;
  customerFeesStatus: FeeStatus | null;
  totalAmountOfCustomer: number | null;
  ratingForServiceProvider: { rating: number } | null;
};

export type FlowPage = 'tracking' | 'estimation' | 'payment' | 'review';
export type FlowTarget = 'estimation' | 'payment' | 'review';

/**
 * What a page does once it holds the order: stay; redirect at once; or offer a button to the next step.
 */
export type NextStep = { kind: 'stay' } | { kind: 'redirect'; to: FlowTarget } | { kind: 'offer'; to: FlowTarget };

const STAY: NextStep = { kind: 'stay' };
const ENDED: readonly OrderStatus[] = [...CANCELLED_STATUSES, 'REJT', 'CLSE'];

const rated = (o: FlowOrder) => o.ratingForServiceProvider !== null;

/** Where 'Rate the provider' leads: the amount paid comes first, the stars once it is recorded. */
function rateTarget(o: FlowOrder): FlowTarget | null {
  if (rated(o)) return null;
  if (canRate(o)) return 'review';
  if (canRecordPayment(o)) return 'payment';
  return null;
}

/**
 * Spec §4.4, in one place for every page of the flow.
 * - tracking: a fee decision or a payment due sends the customer to /estimation (not once the order has
 *   ended: nothing can be decided there then); a finished, unrated order offers 'Rate the provider'.
 * - estimation: accepted with a total recorded and no rating moves on to /payment (which moves on to
 *   review); a decided estimate still unpaid offers the pay button; a pending one stays for the decision.
 * - payment: a total already recorded moves on to review.
 * - review: a finished job with no amount recorded yet goes back to /payment; otherwise it stays (the form,
 *   the read-only rating, or the word that the job is not finished yet).
 */
export function nextStep(o: FlowOrder, page: FlowPage): NextStep {
  switch (page) {
    case 'tracking': {
      if (!ENDED.includes(o.status) && needsEstimation(o)) return { kind: 'redirect', to: 'estimation' };
      const to = rateTarget(o);
      return to && ['FSD', 'WPAY', 'DONE'].includes(o.status) ? { kind: 'offer', to } : STAY;
    }
    case 'estimation': {
      if (o.customerFeesStatus === 'ACPT' && o.totalAmountOfCustomer !== null && !rated(o)) return { kind: 'redirect', to: 'payment' };
      if ((o.customerFeesStatus === 'ACPT' || o.customerFeesStatus === 'REJT') && canRecordPayment(o))
        return { kind: 'offer', to: 'payment' };
      return STAY;
    }
    case 'payment':
      return o.totalAmountOfCustomer !== null ? { kind: 'redirect', to: 'review' } : STAY;
    case 'review':
      if (!rated(o) && !canRate(o) && canRecordPayment(o) && ['FSD', 'WPAY', 'DONE'].includes(o.status))
        return { kind: 'redirect', to: 'payment' };
      return STAY;
  }
}

/** The address of a step of the flow (spec §2.1: serviceId and type T, R or E). */
export const flowPath = (to: FlowTarget | 'tracking', type: FollowType, id: number): string => {
  if (to === 'tracking')
    return type === 'E'
      ? `/express-reply?expressId=${id}`
      : type === 'T'
        ? `/direct-award-reply?serviceId=${id}`
        : `/rfps-details?rfpId=${id}`;
  const page = to === 'review' ? 'service-review' : to;
  return `/${page}?serviceId=${id}&type=${type}`;
};

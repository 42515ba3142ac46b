import { CANCELLED_STATUSES, canRate, canRecordPayment, needsEstimation } from '@portal/contract/order-state-machine';
import type { RfpDetails } from '@portal/contract/rfps';

type FlowFields = Pick<RfpDetails, 'id' | 'status' | 'customerFeesStatus' | 'totalAmountOfCustomer' | 'ratingForServiceProvider'>;

/**
 * Spec §4.4 on the RFP details page: a fee decision or a payment due sends the customer to
 * /estimation?serviceId&type=R (not once the RFP has ended); finished work not yet rated offers the next
 * step, the amount paid first and then the stars.
 */
export function rfpNextStep(o: FlowFields): { redirect: string | null; offer: string | null } {
  const ended = [...CANCELLED_STATUSES, 'REJT', 'CLSE'].includes(o.status);
  if (!ended && needsEstimation(o)) return { redirect: `/estimation?serviceId=${o.id}&type=R`, offer: null };
  if (o.ratingForServiceProvider || !['FSD', 'WPAY', 'DONE'].includes(o.status)) return { redirect: null, offer: null };
  if (canRate(o)) return { redirect: null, offer: `/service-review?serviceId=${o.id}&type=R` };
  if (canRecordPayment(o)) return { redirect: null, offer: `/payment?serviceId=${o.id}&type=R` };
  return { redirect: null, offer: null };
}

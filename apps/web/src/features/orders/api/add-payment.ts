import { useMutation } from '@tanstack/react-query';
import type { Order, PaymentAdd } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { isOffline } from '@portal/web-kit/offline-queue';
import { offlineWrites } from '../../../lib/offline-writes.ts';
import { serverType, type FollowType } from '../order-types.ts';
import type { QueuedOr } from './add-rating.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type PaymentInput = { type: FollowType; serviceId: number; totalAmountOfCustomer: number; isSparePartNeeded: boolean };

const PATH = '/customer/sparePart-payment/add';

/** POST /customer/sparePart-payment/add: the amount the customer paid, recorded once (queued when offline). */
export async function addPayment({ type, serviceId, totalAmountOfCustomer, isSparePartNeeded }: PaymentInput): Promise<QueuedOr<Order>> {
  const body = { serviceId, type: serverType(type), totalAmountOfCustomer, isSparePartNeeded } satisfies PaymentAdd;
  try {
    return await apiRequest<Order>('POST', PATH, { body });
  } catch (err) {
    if (!isOffline(err)) throw err;
    offlineWrites.enqueue({ method: 'POST', path: PATH, body, label: { key: 'offlineWrite.payment', values: { id: serviceId, amount: totalAmountOfCustomer } } });
    return { queued: true };
  }
}

export const useAddPayment = () => {
  const cache = useOrderActionCache();
  return useMutation({ mutationFn: addPayment, onSuccess: (res, { type }) => 'data' in res && cache(type, res.data) });
};

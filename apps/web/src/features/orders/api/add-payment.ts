import { useMutation } from '@tanstack/react-query';
import type { PaymentMethod } from '@portal/contract/codes';
import type { Order, PaymentAdd } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { isOffline } from '@portal/web-kit/offline-queue';
import { offlineWrites } from '../../../lib/offline-writes.ts';
import { serverType, type FollowType } from '../order-types.ts';
import type { QueuedOr } from './add-rating.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type PaymentInput = {
  type: FollowType;
  serviceId: number;
  totalAmountOfCustomer: number;
  isSparePartNeeded: boolean;
  /** Issue 19.4: how the customer paid, and the transfer's reference (empty: none). */
  paymentMethod: PaymentMethod;
  paymentReference: string;
};

const PATH = '/customer/sparePart-payment/add';

/** POST /customer/sparePart-payment/add: the amount the customer paid, recorded once (queued when offline). */
export async function addPayment({
  type,
  serviceId,
  totalAmountOfCustomer,
  isSparePartNeeded,
  paymentMethod,
  paymentReference,
}: PaymentInput): Promise<QueuedOr<Order>> {
  const reference = paymentReference.trim();
  const body = {
    serviceId,
    type: serverType(type),
    totalAmountOfCustomer,
    isSparePartNeeded,
    paymentMethod,
    ...(reference ? { paymentReference: reference } : {}),
  } satisfies PaymentAdd;
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

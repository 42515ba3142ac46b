import { useMutation } from '@tanstack/react-query';
import type { Order, PaymentAdd } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';
import { serverType, type FollowType } from '../order-types.ts';
import { useOrderActionCache } from './order-action-cache.ts';

export type PaymentInput = { type: FollowType; serviceId: number; totalAmountOfCustomer: number; isSparePartNeeded: boolean };

/** POST /customer/sparePart-payment/add: the amount the customer paid, recorded once. */
export const addPayment = ({ type, serviceId, totalAmountOfCustomer, isSparePartNeeded }: PaymentInput) =>
  apiRequest<Order>('POST', '/customer/sparePart-payment/add', {
    body: { serviceId, type: serverType(type), totalAmountOfCustomer, isSparePartNeeded } satisfies PaymentAdd,
  });

export const useAddPayment = () => {
  const cache = useOrderActionCache();
  return useMutation({ mutationFn: addPayment, onSuccess: ({ data }, { type }) => cache(type, data) });
};

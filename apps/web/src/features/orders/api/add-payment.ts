import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverType, type FollowType } from '../order-types.ts';
import { ORDERS_KEY } from './order-keys.ts';

export type PaymentInput = { type: FollowType; serviceId: number; totalAmountOfCustomer: number; isSparePartNeeded: boolean };

/** POST /customer/sparePart-payment/add: the amount the customer paid, recorded once. */
export const addPayment = ({ type, serviceId, totalAmountOfCustomer, isSparePartNeeded }: PaymentInput) =>
  apiRequest<unknown>('POST', '/customer/sparePart-payment/add', {
    body: { serviceId, type: serverType(type), totalAmountOfCustomer, isSparePartNeeded },
  });

export const useAddPayment = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPayment, onSuccess: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }) });
};

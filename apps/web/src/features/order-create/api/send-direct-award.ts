import { useMutation } from '@tanstack/react-query';
import type { OrderCreated } from '@portal/contract/orders';
import { apiRequest } from '@portal/web-kit/api-client';

export type CreatedOrder = OrderCreated;
export type OrderUpload = { form: FormData; onProgress?: (fraction: number) => void };

/** POST /service/talzeem/request/send: a direct award order (multipart, see build-order-form-data.ts). */
export const sendDirectAward = ({ form, onProgress }: OrderUpload) =>
  apiRequest<CreatedOrder>('POST', '/service/talzeem/request/send', { form, onProgress });

export const useSendDirectAward = () => useMutation({ mutationFn: sendDirectAward });

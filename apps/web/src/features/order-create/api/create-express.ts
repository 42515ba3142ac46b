import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';
import type { CreatedOrder, OrderUpload } from './send-direct-award.ts';

/** POST /service/express/create: an express order (multipart, without provider or appointment). */
export const createExpress = ({ form, onProgress }: OrderUpload) =>
  apiRequest<CreatedOrder>('POST', '/service/express/create', { form, onProgress });

export const useCreateExpress = () => useMutation({ mutationFn: createExpress });

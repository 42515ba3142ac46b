import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfpCreated, RfpCreateInput } from '@portal/contract/rfps';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';

/** POST /v2/service/rfp/create (JSON; files are uploaded first and named by id). */
export const createRfp = (body: RfpCreateInput) => apiRequest<RfpCreated>('POST', '/v2/service/rfp/create', { body });

export const useCreateRfp = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRfp, onSuccess: () => qc.invalidateQueries({ queryKey: RFPS_KEY }) });
};

/** Spec §6: a provider's account cannot ask for proposals; the answer says so with isServiceProvider. */
export const isServiceProviderAnswer = (err: unknown) =>
  err instanceof ApiError && (err.data as { isServiceProvider?: unknown } | null)?.isServiceProvider === true;

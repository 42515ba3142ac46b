import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfpSummary } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';

/** POST /customer/service/rfp/cancel {rfpId}: the customer cancels the RFP (CBC). */
export const cancelRfp = (rfpId: number) => apiRequest<RfpSummary>('POST', '/customer/service/rfp/cancel', { body: { rfpId } });

export const useCancelRfp = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelRfp, onSuccess: () => qc.invalidateQueries({ queryKey: RFPS_KEY }) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfpSummary } from '@portal/contract/rfps';
import type { CancelInput } from '../../../components/cancel-order-dialog/cancel-order-dialog.tsx';
import { apiRequest } from '@portal/web-kit/api-client';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';

/** POST /customer/service/rfp/cancel {rfpId, reason?, cancelFee?}: the customer cancels the RFP (CBC). */
export const cancelRfp = ({ rfpId, input = {} }: { rfpId: number; input?: CancelInput }) =>
  apiRequest<RfpSummary>('POST', '/customer/service/rfp/cancel', { body: { rfpId, ...input } });

export const useCancelRfp = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelRfp, onSuccess: () => qc.invalidateQueries({ queryKey: RFPS_KEY }) });
};

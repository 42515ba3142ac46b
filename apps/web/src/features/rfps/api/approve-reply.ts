import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfpSummary } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';

/** POST /service/rfp/customer/request/approve {rfpId, replyId, isApproved: true}: the customer awards the RFP. */
export const approveReply = (rfpId: number, replyId: number) =>
  apiRequest<RfpSummary>('POST', '/service/rfp/customer/request/approve', { body: { rfpId, replyId, isApproved: true } });

export const useApproveReply = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rfpId, replyId }: { rfpId: number; replyId: number }) => approveReply(rfpId, replyId),
    onSuccess: () => qc.invalidateQueries({ queryKey: RFPS_KEY }),
  });
};

import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import type { RfpDetails } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import { rfpDetailsKey } from '../../../api/rfps/rfp-keys.ts';

/** GET /v2/service/rfp/customer/details/get: one RFP with its tasks, and the reply asked for (or the approved one). */
export async function getRfpDetails(rfpId: number, replyId: number | null, signal?: AbortSignal) {
  const { data } = await apiRequest<RfpDetails>('GET', '/v2/service/rfp/customer/details/get', {
    query: { rfpId, replyId: replyId ?? undefined },
    signal,
  });
  return data;
}

/** Spec §2.9: the details page refreshes every 10 seconds. */
export const useRfpDetails = (rfpId: number, replyId: number | null) =>
  useQuery({
    queryKey: rfpDetailsKey(rfpId, replyId),
    queryFn: ({ signal }) => getRfpDetails(rfpId, replyId, signal),
    refetchInterval: LIMITS.pollMs,
    staleTime: 0,
    enabled: rfpId > 0,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@portal/contract/limits';
import type { RfpReplyList } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import type { buildReplyQuery } from '../reply-filter.ts';
import { rfpRepliesKey } from '../../../api/rfps/rfp-keys.ts';

type ReplyQuery = ReturnType<typeof buildReplyQuery>;

/** GET /service/rfp/customer/rfp/reply/get: the proposals to one of my RFPs, searched and filtered. */
export async function getRfpReplies(query: ReplyQuery, signal?: AbortSignal) {
  const { data } = await apiRequest<RfpReplyList>('GET', '/service/rfp/customer/rfp/reply/get', { query: { ...query }, signal });
  return data;
}

/** New proposals arrive while the customer compares: the list refreshes every 10 s like the other order pages. */
export const useRfpReplies = (query: ReplyQuery) =>
  useQuery({
    queryKey: [...rfpRepliesKey(query.rfpId), query],
    queryFn: ({ signal }) => getRfpReplies(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIMITS.pollMs,
    enabled: query.rfpId > 0,
  });

import { useQuery } from '@tanstack/react-query';
import type { OrderType } from '@portal/contract/codes';
import type { ProviderMe, ProviderOrder } from '@portal/contract/provider';
import type { ProviderRequest } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';

/** Every provider query lives under this key: the poll refetches them all when the version moves. */
export const PROVIDER_KEY = ['provider'] as const;
export const meKey = [...PROVIDER_KEY, 'me'] as const;
export const requestsKey = (type: OrderType) => [...PROVIDER_KEY, 'requests', type] as const;

export const getMe = async () => (await apiRequest<ProviderMe>('GET', '/provider/me')).data;
export const getRequests = async (type: OrderType) => (await apiRequest<ProviderRequest[]>('GET', '/provider/requests', { query: { type } })).data;

export const useMe = () => useQuery({ queryKey: meKey, queryFn: getMe });
export const useRequests = (type: OrderType) => useQuery({ queryKey: requestsKey(type), queryFn: () => getRequests(type) });

/** The three lists at once (E, T, R): the jobs screens show all of a provider's work. */
export function useAllRequests() {
  const e = useRequests('E');
  const t = useRequests('T');
  const r = useRequests('R');
  const all: ProviderRequest[] = [...(e.data ?? []), ...(t.data ?? []), ...(r.data ?? [])];
  return { all, isPending: e.isPending || t.isPending || r.isPending, isError: e.isError && t.isError && r.isError };
}

export const orderPath = (o: Pick<ProviderOrder, 'type' | 'id'>) => `/provider/orders/${o.type}/${o.id}`;

/** GET .../cancel-terms (the terms issue): the fine cancelling now would cost; null where the call does not exist yet. */
export async function getCancelTerms(o: Pick<ProviderOrder, 'type' | 'id'>): Promise<{ fine: number; fineApplies: boolean } | null> {
  try {
    return (await apiRequest<{ fine: number; fineApplies: boolean }>('GET', `${orderPath(o)}/cancel-terms`)).data;
  } catch {
    return null;
  }
}

import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@portal/contract/payments';
import { API_BASE, ApiError, apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';
import { orderKey } from '../../../api/orders/order-keys.ts';
import { serverType, type FollowType } from '../order-types.ts';

const PATH = '/customer/receipt';
const query = (type: FollowType, id: number) => ({ serviceId: String(id), type: serverType(type) });

/** GET /customer/receipt/get?serviceId&type: the receipt of a completed order, in the page's language (issue 19.3). */
export const useReceipt = (type: FollowType, id: number) =>
  useQuery({
    queryKey: [...orderKey(type, id), 'receipt', currentLang()],
    queryFn: async ({ signal }) => (await apiRequest<Receipt>('GET', `${PATH}/get`, { query: query(type, id), signal })).data,
    enabled: id > 0,
  });

/**
 * The receipt as a PDF (…/receipt/pdf) in the page's language, saved through a link to the blob: the session
 * travels in its cookie, the language in the header as on every call.
 */
export async function downloadReceipt(type: FollowType, id: number): Promise<void> {
  const res = await fetch(`${API_BASE}${PATH}/pdf?${new URLSearchParams(query(type, id)).toString()}`, {
    headers: { lang: currentLang() },
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, env?.message || 'Something went wrong!');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'receipt.pdf';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

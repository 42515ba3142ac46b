import { useQuery } from '@tanstack/react-query';
import type { RfpComparison } from '@portal/contract/rfp-comparison';
import { API_BASE, ApiError, apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';

const PATH = '/service/rfp/customer/rfp/reply/compare';
const query = (rfpId: number, replyIds: number[]) => ({ rfpId, replyIds: replyIds.join(',') });

/** GET …/reply/compare?rfpId&replyIds=a,b,c: two to five proposals side by side, in the page's language (issue 19). */
export const useRfpComparison = (rfpId: number, replyIds: number[]) =>
  useQuery({
    queryKey: [...RFPS_KEY, 'compare', rfpId, replyIds.join(','), currentLang()],
    queryFn: async ({ signal }) => (await apiRequest<RfpComparison>('GET', PATH, { query: query(rfpId, replyIds), signal })).data,
    enabled: rfpId > 0 && replyIds.length >= 2,
  });

/**
 * The comparison as a file (…/compare/csv or /pdf) in the page's language, saved through a link to the blob: the
 * session travels in its cookie, the language in the header as on every call.
 */
export async function downloadComparison(rfpId: number, replyIds: number[], format: 'csv' | 'pdf'): Promise<void> {
  const params = new URLSearchParams({ rfpId: String(rfpId), replyIds: replyIds.join(',') });
  const res = await fetch(`${API_BASE}${PATH}/${format}?${params.toString()}`, { headers: { lang: currentLang() }, credentials: 'same-origin' });
  if (!res.ok) {
    const env = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, env?.message || 'Something went wrong!');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `comparison.${format}`;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

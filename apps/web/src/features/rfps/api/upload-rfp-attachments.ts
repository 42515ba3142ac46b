import type { RfpAttachmentUploadResponse } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';

/** POST /service/rfp/attachment/upload (multipart field `attachments`): one card's files; answers their ids. */
export async function uploadRfpAttachments(files: readonly File[], onProgress?: (fraction: number) => void) {
  const form = new FormData();
  for (const f of files) form.append('attachments', f, f.name);
  const { data } = await apiRequest<RfpAttachmentUploadResponse>('POST', '/service/rfp/attachment/upload', { form, onProgress });
  return data;
}

import { LIMITS, SIGNUP_ATTACHMENT_MIMES } from '@portal/contract/limits';
import { FILE_MESSAGES } from '@portal/contract/rules';
import { badRequest } from './app-error.ts';
import { checkFile, type FileRule } from './file-checks.ts';
import type { UploadedFile } from './multipart-form.ts';

/** Customer documents (sign-up and profile attachments, spec §5): PNG, JPEG or PDF by content, 5 MB each. */
export const ATTACHMENT_RULE: FileRule = {
  mimes: SIGNUP_ATTACHMENT_MIMES,
  maxBytesByMime: { 'image/png': LIMITS.imageBytes, 'image/jpeg': LIMITS.imageBytes, 'application/pdf': LIMITS.pdfBytes },
};

/**
 * Every accepted type is capped at 5 MB, so reading more than that of any part only costs memory: the
 * stream stops there and the file is refused with fileSize, as a 20 MB one would be.
 */
export const ATTACHMENT_READ_LIMIT = Math.min(LIMITS.signupFileBytes, Math.max(LIMITS.imageBytes, LIMITS.pdfBytes) + 1);

export type CheckedAttachment = { data: Buffer; mime: string; originalName: string };

export const tooManyFiles = () => badRequest(FILE_MESSAGES.count, { attachments: [FILE_MESSAGES.count] }, { max: LIMITS.filesPerUpload });
const fileRefused = (key: string) => badRequest(key, { attachments: [key] });

/** The original name is kept for Content-Disposition only: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'attachment';
}

/** Checks customer documents: count, size, type from the bytes; images come back re-encoded (metadata dropped). */
export async function checkAttachments(files: UploadedFile[]): Promise<CheckedAttachment[]> {
  if (files.length > LIMITS.filesPerUpload) throw tooManyFiles();
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    if (file.truncated || file.data.length > LIMITS.signupFileBytes) throw fileRefused(FILE_MESSAGES.size);
    const result = await checkFile(file.data, ATTACHMENT_RULE);
    if ('refused' in result) throw fileRefused(result.refused);
    checked.push({ data: result.data, mime: result.mime, originalName: cleanFileName(file.filename) });
  }
  return checked;
}

import { LIMITS, SIGNUP_ATTACHMENT_MIMES } from '@portal/contract/limits';
import { FILE_MESSAGES } from '@portal/contract/rules';
import { badRequest } from './app-error.ts';
import { checkContent } from './uploads/check-content.ts';
import { MAX_IMAGE_PIXELS } from './uploads/reencode-image.ts';
import type { ReceivedFile, UploadForm, UploadRules } from './uploads/read-upload-form.ts';
import type { StagedFile } from './uploads/store-uploads.ts';

/** Customer documents (sign-up and profile attachments, spec §5): PNG, JPEG or PDF by content, 5 MB each. */
const MAX_BYTES_BY_MIME: Record<string, number> = {
  'image/png': Math.min(LIMITS.imageBytes, LIMITS.signupFileBytes),
  'image/jpeg': Math.min(LIMITS.imageBytes, LIMITS.signupFileBytes),
  'application/pdf': Math.min(LIMITS.pdfBytes, LIMITS.signupFileBytes),
};

export const tooManyFiles = () => badRequest(FILE_MESSAGES.count, { attachments: [FILE_MESSAGES.count] }, { max: LIMITS.filesPerUpload });
const fileRefused = (key: string, params: Record<string, number> = {}) => badRequest(key, { attachments: [key] }, params);

/**
 * How customer documents are read (sign-up, profile documents): under `attachments`, at most 5; a type other than
 * PNG, JPEG or PDF is refused on its first bytes and a file past 5 MB as soon as it passes it.
 */
export function attachmentUploadRules(tempDir: string): UploadRules {
  return {
    tempDir,
    field: 'attachments',
    maxFiles: LIMITS.filesPerUpload,
    tooManyFiles,
    repeatedFields: 'array',
    admit: (type) => {
      const max = type && (SIGNUP_ATTACHMENT_MIMES as readonly string[]).includes(type.mime) ? MAX_BYTES_BY_MIME[type.mime] : undefined;
      if (max === undefined) return fileRefused(FILE_MESSAGES.type);
      return { maxBytes: max, tooLarge: () => fileRefused(FILE_MESSAGES.size) };
    },
  };
}

/** The same documents on the profile's upload call, which must carry at least one. */
export const profileDocumentRules = (tempDir: string): UploadRules => ({
  ...attachmentUploadRules(tempDir),
  required: () => badRequest('fileRequired', { attachments: ['fileRequired'] }),
});

export type CheckedAttachment = StagedFile;

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f"]/g;

/** The original name is kept for Content-Disposition only: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_NAME_CHARS, '').trim().slice(0, 200);
  return clean || 'attachment';
}

/** A content refusal as the 400 of the field (the pixel limit in megapixels). */
export function contentRefused(field: string, key: 'imagePixels' | 'fileUnreadable') {
  return badRequest(key, { [field]: [key] }, key === 'imagePixels' ? { max: MAX_IMAGE_PIXELS / 1_000_000 } : {});
}

/** Checks customer documents read by attachmentUploadRules: images are decoded and re-encoded (metadata dropped). */
export async function checkAttachments(files: ReceivedFile[], form: Pick<UploadForm, 'temp'>): Promise<CheckedAttachment[]> {
  if (files.length > LIMITS.filesPerUpload) throw tooManyFiles();
  const checked: CheckedAttachment[] = [];
  for (const file of files) {
    const result = await checkContent(file, form.temp);
    if ('refused' in result) throw contentRefused('attachments', result.refused);
    checked.push({ path: result.path, mime: result.mime, originalName: cleanFileName(file.filename) });
  }
  return checked;
}

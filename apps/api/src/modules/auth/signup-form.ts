import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@portal/contract/limits';
import { FILE_MESSAGES } from '@portal/contract/rules';
import { AppError, badRequest } from '../../lib/app-error.ts';

export type UploadedFile = { filename: string; data: Buffer; truncated: boolean };
export type SignupForm = { fields: Record<string, unknown>; files: UploadedFile[] };

/**
 * Every accepted type (PNG, JPEG, PDF) is capped at 5 MB, so reading more than that of any part only costs
 * memory: the stream stops there and the file is refused with fileSize, as a 20 MB one would be.
 */
const READ_LIMIT = Math.min(LIMITS.signupFileBytes, Math.max(LIMITS.imageBytes, LIMITS.pdfBytes) + 1);
// throwFileSizeLimit is honoured by parts() at run time (its type omits it): a cut file is reported, not thrown.
const PART_OPTIONS = { limits: { files: LIMITS.filesPerUpload, fileSize: READ_LIMIT }, throwFileSizeLimit: false };
const FILE_FIELDS = new Set(['attachments', 'attachments[]']);

export const tooManyFiles = () => badRequest(FILE_MESSAGES.count, { attachments: [FILE_MESSAGES.count] }, { max: LIMITS.filesPerUpload });

/**
 * Reads the sign-up form: multipart fields (repeated fields become arrays) and the files under `attachments`.
 * A JSON body is accepted too (a script signing up without attachments).
 */
export async function readSignupForm(req: FastifyRequest): Promise<SignupForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts(PART_OPTIONS)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!FILE_FIELDS.has(part.fieldname)) continue;
        files.push({ filename: part.filename || 'attachment', data, truncated: part.file.truncated });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const name = part.fieldname.replace(/\[\]$/, '');
        const prev = fields[name];
        fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
    if (err instanceof AppError) throw err;
    if (code?.startsWith('FST_')) throw badRequest('invalidInput');
    throw err;
  }
  return { fields, files };
}

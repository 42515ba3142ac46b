import type { FastifyRequest } from 'fastify';
import { maxAttachments, type AttachmentLimits } from '@portal/contract/orders';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { nulError, safeFilename } from '../../lib/forbidden-characters.ts';

export type OrderUpload = { filename: string; data: Buffer; truncated: boolean };
export type OrderForm = { fields: Record<string, unknown>; files: OrderUpload[] };

const FILE_FIELDS = new Set(['attachments', 'attachments[]']);

export const totalFilesError = (limits: AttachmentLimits) =>
  badRequest('totalFiles', { attachments: ['totalFiles'] }, { count: maxAttachments(limits) });

/**
 * Reads an order form: multipart fields and the files under `attachments`, with the limits of the moment.
 * No file is read past the largest allowed size (the rest is cut and the file refused for its size), and one
 * file more than allowed is read only to be counted. A JSON body is accepted too (an order without files).
 */
export async function readOrderForm(req: FastifyRequest, limits: AttachmentLimits): Promise<OrderForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const largestKb = Math.max(limits.fileSizeLimit, limits.filePDFSizeLimit, limits.videoSizeLimit);
  const options = {
    limits: { files: maxAttachments(limits) + 1, fileSize: largestKb * 1024 + 1, fields: 60, fieldSize: 200_000 },
    // Honoured by parts() at run time (its type omits it): a cut file is reported, not thrown.
    throwFileSizeLimit: false,
  };
  const fields: Record<string, unknown> = {};
  const files: OrderUpload[] = [];
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!FILE_FIELDS.has(part.fieldname)) continue;
        files.push({ filename: part.filename || 'attachment', data, truncated: part.file.truncated });
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        // One value per field: a repeated field keeps its first value.
        if (!(name in fields)) fields[name] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw totalFilesError(limits);
    if (err instanceof AppError) throw err;
    if (code?.startsWith('FST_')) throw badRequest('invalidInput');
    throw err;
  }
  const nul = nulError(fields);
  if (nul) throw nul;
  return { fields, files: files.map((f) => ({ ...f, filename: safeFilename(f.filename) })) };
}

import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { nulError, safeFilename } from './forbidden-characters.ts';

export type UploadedFile = { filename: string; data: Buffer; truncated: boolean };
export type MultipartForm = { fields: Record<string, unknown>; files: UploadedFile[] };

export type MultipartLimits = {
  /** Field names whose files are kept (`name` and `name[]` both count); files under other names are read and dropped. */
  fileField: string;
  maxFiles: number;
  /** No part is read past this: the rest is cut and the file marked `truncated`, to be refused for its size. */
  maxFileBytes: number;
  /** The error for one file more than maxFiles. */
  tooManyFiles: () => AppError;
};

/**
 * Reads a multipart form: text fields (repeated fields become arrays) and the files under one field.
 * A JSON body is accepted too (a script sending no files).
 */
export async function readMultipartForm(req: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: [] };
  }
  const fileFields = new Set([limits.fileField, `${limits.fileField}[]`]);
  // throwFileSizeLimit is honoured by parts() at run time (its type omits it): a cut file is reported, not thrown.
  const options = { limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes }, throwFileSizeLimit: false };
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!fileFields.has(part.fieldname)) continue;
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
    if (code === 'FST_FILES_LIMIT') throw limits.tooManyFiles();
    if (err instanceof AppError) throw err;
    if (code?.startsWith('FST_')) throw badRequest('invalidInput');
    throw err;
  }
  const nul = nulError(fields);
  if (nul) throw nul;
  return { fields, files: files.map((f) => ({ ...f, filename: safeFilename(f.filename) })) };
}

import type { FastifyRequest } from 'fastify';
import {
  attachmentProblem,
  attachmentTypeOf,
  maxAttachments,
  ORDER_ATTACHMENT_MIMES,
  type AttachmentLimits,
} from '@portal/contract/orders';
import { badRequest } from '../../lib/app-error.ts';
import { withUploadForm, type UploadForm, type UploadRules } from '../../lib/uploads/read-upload-form.ts';

export type OrderForm = UploadForm;

export const totalFilesError = (limits: AttachmentLimits) =>
  badRequest('totalFiles', { attachments: ['totalFiles'] }, { count: maxAttachments(limits) });

/** An attachment problem of spec §5 as the 400 on the field `attachments`. */
function problemOf(facts: Parameters<typeof attachmentProblem>[0], limits: AttachmentLimits) {
  const problem = attachmentProblem(facts, limits);
  return problem ? badRequest(problem.key, { attachments: [problem.key] }, problem.params) : null;
}

/** The bytes a file of this type may have under the validation-data limits (KB). */
export function attachmentByteLimit(mime: string, limits: AttachmentLimits): number {
  const kind = attachmentTypeOf(mime);
  return (kind === 'video' ? limits.videoSizeLimit : kind === 'document' ? limits.filePDFSizeLimit : limits.fileSizeLimit) * 1024;
}

/**
 * How order attachments are read (customer orders, RFP task and reply files, provider's finished work): under
 * `attachments`; a type other than PNG, JPEG, MP4 or PDF is refused on its first bytes, and a file as soon as it
 * passes the limit of its type (with the message the same check gives after the upload). `maxFiles` defaults to one
 * more than allowed: that one is read only to be counted, so the count messages stay those of spec §5.
 */
export function orderUploadRules(
  tempDir: string,
  limits: AttachmentLimits,
  opts: { maxFiles?: number; tooManyFiles?: () => ReturnType<typeof badRequest>; maxFileBytes?: number } = {},
): UploadRules {
  return {
    tempDir,
    field: 'attachments',
    maxFiles: opts.maxFiles ?? maxAttachments(limits) + 1,
    tooManyFiles: opts.tooManyFiles ?? (() => totalFilesError(limits)),
    repeatedFields: 'first',
    fieldSize: 200_000,
    admit: (type) => {
      if (!type || !(ORDER_ATTACHMENT_MIMES as readonly string[]).includes(type.mime))
        return problemOf([{ mime: type?.mime ?? 'unknown', bytes: 0 }], limits)!;
      const maxBytes = Math.min(attachmentByteLimit(type.mime, limits), opts.maxFileBytes ?? Infinity);
      // Past the limit the size message of its type, as the full check would give it.
      return { maxBytes, tooLarge: () => problemOf([{ mime: type.mime, bytes: attachmentByteLimit(type.mime, limits) + 1 }], limits)! };
    },
  };
}

/**
 * Reads an order form (multipart fields, one value each; files under `attachments` streamed to temporary files)
 * with the limits of the moment and runs `work` on it. A JSON body is accepted too (an order without files).
 */
export function withOrderForm<T>(
  req: FastifyRequest,
  tempDir: string,
  limits: AttachmentLimits,
  work: (form: OrderForm) => Promise<T>,
): Promise<T> {
  return withUploadForm(req, orderUploadRules(tempDir, limits), work);
}

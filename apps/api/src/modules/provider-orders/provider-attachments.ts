import type { FastifyRequest } from 'fastify';
import type { AttachmentLimits } from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { withUploadForm, type UploadForm } from '../../lib/uploads/read-upload-form.ts';
import { storeThenRecord, type StoredFile } from '../../lib/uploads/store-uploads.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import type { Tx } from '../order-core/order-transitions.ts';
import { checkOrderAttachments, type CheckedAttachment } from '../order-core/order-attachments.ts';
import { orderUploadRules } from '../order-core/order-form.ts';
import { providerOrdersRepository } from './provider-orders.repository.ts';

type Kind = CheckedAttachment['kind'];
type Stored = StoredFile<CheckedAttachment>;

/** Never more than this of one file, whatever the operators set the limits to. */
const HARD_MAX_BYTES = 200 * 1024 * 1024;

/** Refusals answer with the order-attachment keys of issue 4, on the field `attachments`. */
const refuse = (key: string, params: Record<string, string | number> = {}) => badRequest(key, { attachments: [key] }, params);

/**
 * Reads the files under `attachments` of a multipart request (other text parts are ignored) with the order
 * attachment rules, at most photos + videos + 2 files, and runs `work` on them; their temporary files go afterwards.
 */
export function withProviderAttachments<T>(
  req: FastifyRequest,
  ctx: AppContext,
  limits: AttachmentLimits,
  work: (form: UploadForm) => Promise<T>,
): Promise<T> {
  const total = limits.noOfGalleryPhotos + limits.noOfGalleryVideos + 2;
  const rules = orderUploadRules(uploadTempDir(ctx.config.dataDir), limits, {
    maxFiles: total,
    tooManyFiles: () => refuse('totalFiles', { count: total }),
    maxFileBytes: HARD_MAX_BYTES,
  });
  return withUploadForm(req, { ...rules, notMultipart: () => refuse('fileMediaType'), required: () => refuse('providerAttachmentsRequired') }, work);
}

/**
 * The provider's finished-work files: the same checks as the customer's order attachments (type by magic
 * bytes, size per type, video length, counts against the validation-data limits), then stored and recorded.
 */
export function providerAttachments(ctx: AppContext) {
  return {
    /** Checks the files (with those already on the order counted), stores them and runs `record`; undone if it fails. */
    async checkStoreAndRecord<R>(
      form: UploadForm,
      limits: AttachmentLimits,
      existing: Partial<Record<Kind, number>>,
      record: (stored: Stored[]) => Promise<R>,
    ): Promise<R> {
      const checked = await checkOrderAttachments(form.files, limits, form, existing);
      return storeThenRecord(ctx.storage, checked, record);
    },

    async record(tx: Tx, stored: Stored[], orderId: number, providerId: number) {
      const r = providerOrdersRepository(tx);
      for (const s of stored) {
        await r.insertFile({
          id: s.id,
          storageKey: s.storageKey,
          mime: s.mime,
          size: s.size,
          originalName: s.originalName,
          ownerAccountId: providerId,
        });
        await r.insertAttachment({ orderId, fileId: s.id, kind: s.kind, side: 'provider' });
      }
    },
  };
}

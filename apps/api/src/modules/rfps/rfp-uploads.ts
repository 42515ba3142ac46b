import type { AttachmentLimits } from '@portal/contract/orders';
import type { RfpAttachmentUploadResponse } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { checkOrderAttachments } from '../order-core/order-attachments.ts';
import type { OrderForm } from '../order-core/order-form.ts';
import { removeStored, storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { fileUrl } from '../../lib/uploads/file-url.ts';
import { rfpsRepository } from './rfps.repository.ts';

/**
 * RFP files are uploaded before the form is sent (customer's task files, provider's reply files): the checks of
 * order attachments (type by magic bytes, sizes, video length, counts), stored, and kept pending under their
 * owner until the create or reply call attaches them by id.
 */
export async function storeRfpUploads(
  ctx: AppContext,
  ownerAccountId: number,
  form: OrderForm,
  limits: AttachmentLimits,
): Promise<RfpAttachmentUploadResponse> {
  if (!form.files.length) throw badRequest('fileRequired', { attachments: ['fileRequired'] });
  const checked = await checkOrderAttachments(form.files, limits, form);
  // Stored first, removed again if the rows do not commit.
  return storeThenRecord(ctx.storage, checked, async (stored) => {
    const rows = await ctx.db.transaction((tx) => rfpsRepository(tx).insertUploads(tx, stored, ownerAccountId));
    return {
      ids: rows.map((r) => r.id),
      attachments: rows.map((r, i) => ({ id: r.id, attachmentType: r.kind, fileName: stored[i]!.originalName, url: fileUrl(r.fileId) })),
    };
  });
}

const UPLOAD_TTL_MS = 24 * 3600_000;

/** Uploads no create or reply attached within a day are removed (rows, then bytes). */
export async function cleanupRfpUploads(ctx: AppContext, now = new Date()): Promise<number> {
  const keys = await rfpsRepository(ctx.db).deleteStaleUploads(new Date(now.getTime() - UPLOAD_TTL_MS));
  await removeStored(ctx.storage, keys);
  return keys.length;
}

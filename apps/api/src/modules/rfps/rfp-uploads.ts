import { randomUUID } from 'node:crypto';
import type { AttachmentLimits } from '@portal/contract/orders';
import type { RfpAttachmentUploadResponse } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { checkOrderAttachments } from '../orders/order-attachments.ts';
import type { OrderUpload } from '../orders/order-form.ts';
import { fileUrl } from '../orders/order-view.ts';
import { rfpsRepository, type StoredUpload } from './rfps.repository.ts';

/**
 * RFP files are uploaded before the form is sent (customer's task files, provider's reply files): the checks of
 * order attachments (type by magic bytes, sizes, video length, counts), stored, and kept pending under their
 * owner until the create or reply call attaches them by id.
 */
export async function storeRfpUploads(
  ctx: AppContext,
  ownerAccountId: number,
  uploads: OrderUpload[],
  limits: AttachmentLimits,
): Promise<RfpAttachmentUploadResponse> {
  if (!uploads.length) throw badRequest('fileRequired', { attachments: ['fileRequired'] });
  const checked = await checkOrderAttachments(uploads, limits);
  const stored: StoredUpload[] = [];
  try {
    for (const c of checked) {
      const { key } = await ctx.storage.put(c.data);
      stored.push({ id: randomUUID(), storageKey: key, mime: c.mime, size: c.data.length, originalName: c.originalName, kind: c.kind });
    }
    const rows = await ctx.db.transaction((tx) => rfpsRepository(tx).insertUploads(tx, stored, ownerAccountId));
    return {
      ids: rows.map((r) => r.id),
      attachments: rows.map((r, i) => ({ id: r.id, attachmentType: r.kind, fileName: stored[i]!.originalName, url: fileUrl(r.fileId) })),
    };
  } catch (err) {
    // Nothing was committed: the stored files would be orphans.
    await Promise.all(stored.map((f) => ctx.storage.remove(f.storageKey).catch(() => {})));
    throw err;
  }
}

const UPLOAD_TTL_MS = 24 * 3600_000;

/** Uploads no create or reply attached within a day are removed (rows, then bytes). */
export async function cleanupRfpUploads(ctx: AppContext, now = new Date()): Promise<number> {
  const keys = await rfpsRepository(ctx.db).deleteStaleUploads(new Date(now.getTime() - UPLOAD_TTL_MS));
  await Promise.all(keys.map((k) => ctx.storage.remove(k).catch(() => {})));
  return keys.length;
}

import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AttachmentLimits } from '@portal/contract/orders';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { Tx } from '../orders/order-transitions.ts';
import { checkOrderAttachments } from '../orders/order-attachments.ts';
import { providerOrdersRepository } from './provider-orders.repository.ts';

export type UploadedFile = { filename: string; data: Buffer; truncated: boolean };
type Kind = 'image' | 'video' | 'document';
type Stored = { id: string; storageKey: string; mime: string; size: number; originalName: string; kind: Kind };

const FILE_FIELDS = new Set(['attachments', 'attachments[]']);
/** Never read more than this of one part, whatever the operators set the limits to. */
const HARD_MAX_BYTES = 200 * 1024 * 1024;

/** Refusals answer with the order-attachment keys of issue 4, on the field `attachments`. */
const refuse = (key: string, params: Record<string, string | number> = {}) => badRequest(key, { attachments: [key] }, params);

/** The validation-data limits (§3 Settings) with the seeded values where a key is missing. */
function attachmentLimitsOf(settings: Record<string, number>): AttachmentLimits {
  const pick = (key: keyof AttachmentLimits, fallback: number) => (Number.isFinite(settings[key]) ? settings[key]! : fallback);
  return {
    noOfGalleryPhotos: pick('noOfGalleryPhotos', 5),
    noOfGalleryVideos: pick('noOfGalleryVideos', 2),
    durationOfGalleryVideo: pick('durationOfGalleryVideo', 2),
    fileSizeLimit: pick('fileSizeLimit', 5120),
    filePDFSizeLimit: pick('filePDFSizeLimit', 5120),
    videoSizeLimit: pick('videoSizeLimit', 51200),
  };
}

/** The validation-data limits (§3 Settings) as byte and count limits, for reading the upload. */
function limitsOf(settings: Record<string, number>) {
  const kb = (key: string, fallback: number) => (Number.isFinite(settings[key]) ? settings[key]! : fallback) * 1024;
  const photos = settings.noOfGalleryPhotos ?? 5;
  const videos = settings.noOfGalleryVideos ?? 2;
  return {
    imageBytes: kb('fileSizeLimit', 5120),
    pdfBytes: kb('filePDFSizeLimit', 5120),
    videoBytes: kb('videoSizeLimit', 51200),
    videoMinutes: settings.durationOfGalleryVideo ?? 2,
    photos,
    videos,
    total: photos + videos + 2,
  };
}

/** Reads the files under `attachments` of a multipart request (other parts are ignored). */
export async function readAttachmentFiles(req: FastifyRequest, settings: Record<string, number>): Promise<UploadedFile[]> {
  if (!req.isMultipart()) throw refuse('fileMediaType');
  const l = limitsOf(settings);
  const readLimit = Math.min(HARD_MAX_BYTES, Math.max(l.imageBytes, l.pdfBytes, l.videoBytes) + 1);
  const files: UploadedFile[] = [];
  try {
    // throwFileSizeLimit is honoured by parts() at run time (its type omits it): a cut file is reported, not thrown.
    const options = { limits: { files: l.total, fileSize: readLimit }, throwFileSizeLimit: false };
    for await (const part of req.parts(options)) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (FILE_FIELDS.has(part.fieldname)) files.push({ filename: part.filename || 'attachment', data, truncated: part.file.truncated });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw refuse('totalFiles', { count: l.total });
    if (err instanceof AppError) throw err;
    if (code?.startsWith('FST_')) throw badRequest('invalidInput');
    throw err;
  }
  if (files.length === 0) throw badRequest('providerAttachmentsRequired', { attachments: ['providerAttachmentsRequired'] });
  return files;
}

/**
 * The provider's finished-work files: the same checks as the customer's order attachments (type by magic
 * bytes, size per type, video length, counts against the validation-data limits), then stored.
 */
export function providerAttachments(ctx: AppContext) {
  return {
    async checkAndStore(
      files: UploadedFile[],
      settings: Record<string, number>,
      existing: Partial<Record<Kind, number>>,
    ): Promise<Stored[]> {
      // The same rules as the customer's order attachments (spec §5), with the files already on the order counted.
      const checked = await checkOrderAttachments(files, attachmentLimitsOf(settings), existing);
      const stored: Stored[] = [];
      try {
        for (const c of checked) {
          const { key } = await ctx.storage.put(c.data);
          stored.push({ id: randomUUID(), storageKey: key, mime: c.mime, size: c.data.length, originalName: c.originalName, kind: c.kind });
        }
      } catch (err) {
        await this.discard(stored);
        throw err;
      }
      return stored;
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

    /** Nothing was committed: the stored files would be orphans. */
    async discard(stored: Stored[]) {
      await Promise.all(stored.map((s) => ctx.storage.remove(s.storageKey).catch(() => {})));
    },
  };
}

/** Which size message a too-large file gets: its type's limit (§8 upload toasts). */

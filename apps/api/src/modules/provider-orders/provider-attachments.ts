import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { checkFile } from '../../lib/file-checks.ts';
import type { Tx } from '../orders/order-transitions.ts';
import { mp4DurationSeconds } from './mp4-duration.ts';
import { providerOrdersRepository } from './provider-orders.repository.ts';

export type UploadedFile = { filename: string; data: Buffer; truncated: boolean };
type Kind = 'image' | 'video' | 'document';
type Stored = { id: string; storageKey: string; mime: string; size: number; originalName: string; kind: Kind };

const MIMES = ['image/png', 'image/jpeg', 'video/mp4', 'application/pdf'] as const;
const KIND: Record<string, Kind> = { 'image/png': 'image', 'image/jpeg': 'image', 'video/mp4': 'video', 'application/pdf': 'document' };
const FILE_FIELDS = new Set(['attachments', 'attachments[]']);
/** Never read more than this of one part, whatever the operators set the limits to. */
const HARD_MAX_BYTES = 200 * 1024 * 1024;

/** Refusals answer with the order-attachment keys of issue 4, on the field `attachments`. */
const refuse = (key: string, params: Record<string, string | number> = {}) => badRequest(key, { attachments: [key] }, params);

/** The validation-data limits (§3 Settings) as byte and count limits. */
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

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const stripped = base.replace(/[\u0000-\u001f\u007f"]/g, '');
  const clean = stripped.trim().slice(0, 200);
  return clean || 'attachment';
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
      const l = limitsOf(settings);
      const checked: Array<{ data: Buffer; mime: string; kind: Kind; originalName: string }> = [];
      for (const file of files) {
        const result = await checkFile(file.data, {
          mimes: MIMES,
          maxBytesByMime: {
            'image/png': l.imageBytes,
            'image/jpeg': l.imageBytes,
            'application/pdf': l.pdfBytes,
            'video/mp4': l.videoBytes,
          },
        });
        if ('refused' in result) {
          if (result.refused === 'fileType') throw refuse('fileMediaType');
          const key = sizeKey(file.data);
          throw refuse(key, { size: (key === 'filePDFSizeLimit' ? l.pdfBytes : key === 'fileSize' ? l.videoBytes : l.imageBytes) / 1024 });
        }
        const kind = KIND[result.mime]!;
        if (kind === 'video') {
          const seconds = mp4DurationSeconds(result.data);
          if (seconds === null) throw refuse('fileMediaType');
          if (seconds > l.videoMinutes * 60) throw refuse('videoDuration', { duration: l.videoMinutes });
        }
        checked.push({ data: result.data, mime: result.mime, kind, originalName: cleanFileName(file.filename) });
      }
      const count = (k: Kind) => (existing[k] ?? 0) + checked.filter((c) => c.kind === k).length;
      if (count('image') > l.photos) throw refuse('totalImages', { count: l.photos });
      if (count('video') > l.videos) throw refuse('totalVideos', { count: l.videos });
      if (count('image') + count('video') + count('document') > l.total) throw refuse('totalFiles', { count: l.total });

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
function sizeKey(data: Buffer): string {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'filePDFSizeLimit';
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') return 'fileSize';
  return 'fileSizeLimit';
}

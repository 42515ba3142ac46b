import { mimeOf, type FileLike } from '@portal/ui/check-attachments';
import { totalFilesAllowed, type OrderLimits } from '@portal/contract/order-limits';

export type AttachmentKind = 'image' | 'video' | 'document';

/** A file with what the checks need to know about it; the duration is read in the browser for videos. */
export type OrderAttachment<F extends FileLike = File> = { file: F; kind: AttachmentKind; durationSeconds?: number | null };

/** The upload toasts of spec §8, with the parameters their messages show. */
export type OrderAttachmentProblem =
  | { key: 'fileMediaType' }
  | { key: 'fileSizeLimit' | 'filePDFSizeLimit' | 'fileSize'; params: { size: number } }
  | { key: 'videoDuration'; params: { duration: number } }
  | { key: 'totalImages' | 'totalVideos' | 'totalFiles'; params: { count: number } };

/** The types the server accepts (checked there by magic bytes). */
export const ORDER_ATTACHMENT_MIMES: Record<string, AttachmentKind> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'video/mp4': 'video',
  'application/pdf': 'document',
};

export const kindOf = (file: FileLike): AttachmentKind | null => ORDER_ATTACHMENT_MIMES[mimeOf(file)] ?? null;

const KB = 1024;

/**
 * Adds a selection to the files already chosen, file by file in order, under the server's limits
 * (spec §5): the type (fileMediaType); an image within fileSizeLimit KB, a PDF within filePDFSizeLimit
 * KB, a video within videoSizeLimit KB (fileSize) and durationOfGalleryVideo minutes (videoDuration);
 * at most noOfGalleryPhotos images (totalImages), noOfGalleryVideos videos (totalVideos) and
 * photos + videos + 2 files in all (totalFiles). A file that breaks a rule is left out and the others
 * are kept; the first problem found is reported. A video whose length could not be read is let
 * through: the server reads it from the file and has the last word.
 */
export function addOrderAttachments<F extends FileLike>(
  current: readonly OrderAttachment<F>[],
  picked: readonly { file: F; durationSeconds?: number | null }[],
  limits: OrderLimits,
): { attachments: OrderAttachment<F>[]; problem: OrderAttachmentProblem | null } {
  const result = [...current];
  let problem: OrderAttachmentProblem | null = null;
  const count = (kind: AttachmentKind) => result.filter((a) => a.kind === kind).length;

  for (const { file, durationSeconds } of picked) {
    const kind = kindOf(file);
    let found: OrderAttachmentProblem | null = null;
    if (!kind) found = { key: 'fileMediaType' };
    else if (kind === 'image' && file.size > limits.fileSizeLimit * KB) found = { key: 'fileSizeLimit', params: { size: limits.fileSizeLimit } };
    else if (kind === 'document' && file.size > limits.filePDFSizeLimit * KB)
      found = { key: 'filePDFSizeLimit', params: { size: limits.filePDFSizeLimit } };
    else if (kind === 'video' && file.size > limits.videoSizeLimit * KB) found = { key: 'fileSize', params: { size: limits.videoSizeLimit } };
    else if (kind === 'video' && durationSeconds != null && durationSeconds > limits.durationOfGalleryVideo * 60)
      found = { key: 'videoDuration', params: { duration: limits.durationOfGalleryVideo } };
    else if (result.length + 1 > totalFilesAllowed(limits)) found = { key: 'totalFiles', params: { count: totalFilesAllowed(limits) } };
    else if (kind === 'image' && count('image') + 1 > limits.noOfGalleryPhotos)
      found = { key: 'totalImages', params: { count: limits.noOfGalleryPhotos } };
    else if (kind === 'video' && count('video') + 1 > limits.noOfGalleryVideos)
      found = { key: 'totalVideos', params: { count: limits.noOfGalleryVideos } };

    if (found) problem ??= found;
    else result.push({ file, kind: kind!, durationSeconds: kind === 'video' ? (durationSeconds ?? null) : undefined });
  }
  return { attachments: result, problem };
}

/** Whether another file of any kind could still be added (the picker button is disabled otherwise). */
export const canAddMore = (current: readonly OrderAttachment<FileLike>[], limits: OrderLimits) =>
  current.length < totalFilesAllowed(limits);

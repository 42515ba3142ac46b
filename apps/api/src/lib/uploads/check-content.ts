import type { ReceivedFile } from './read-upload-form.ts';
import { reencodeImage } from './reencode-image.ts';
import type { TempFiles } from './temp-files.ts';

/** A received file whose content passed: `path` is the file to store (a re-encoded copy for images). */
export type CheckedContent = { path: string; mime: string; ext: string };
/** Message keys: an image over the pixel limit, or a file that does not decode as the type its bytes announce. */
export type ContentRefusal = 'imagePixels' | 'fileUnreadable';

/**
 * Checks the content of a file whose type was admitted on its first bytes. Images are decoded and re-encoded (which
 * drops EXIF/GPS metadata and anything hidden after the image data) into a new temporary file; other types are kept
 * as sent (their own rules, such as a video's duration, belong to the caller).
 */
export async function checkContent(file: ReceivedFile, temp: TempFiles): Promise<CheckedContent | { refused: ContentRefusal }> {
  const type = file.type;
  if (!type) return { refused: 'fileUnreadable' };
  if (type.mime !== 'image/png' && type.mime !== 'image/jpeg') return { path: file.path, mime: type.mime, ext: type.ext };
  const target = await temp.newPath();
  const outcome = await reencodeImage(file.path, target, type.mime === 'image/png' ? 'png' : 'jpeg');
  if (outcome === 'tooManyPixels') return { refused: 'imagePixels' };
  if (outcome === 'unreadable') return { refused: 'fileUnreadable' };
  return { path: target, mime: type.mime, ext: type.ext };
}

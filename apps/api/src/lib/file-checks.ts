import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type CheckedFile = { data: Buffer; mime: string; ext: string };
export type FileRule = { mimes: readonly string[]; maxBytesByMime: Record<string, number> };

/**
 * Trusts the bytes, never the name or the declared type: the type comes from magic bytes, and images are
 * re-encoded (which drops EXIF/GPS metadata and anything hidden after the image data).
 * Returns a message key on refusal.
 */
export async function checkFile(data: Buffer, rule: FileRule): Promise<CheckedFile | { refused: 'fileType' | 'fileSize' }> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !rule.mimes.includes(type.mime)) return { refused: 'fileType' };
  const max = rule.maxBytesByMime[type.mime];
  if (max !== undefined && data.length > max) return { refused: 'fileSize' };
  if (type.mime === 'image/png' || type.mime === 'image/jpeg' || type.mime === 'image/webp') {
    try {
      const img = sharp(data, { failOn: 'error' }).rotate();
      const out = type.mime === 'image/png' ? await img.png().toBuffer() : await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      return { data: out, mime: type.mime, ext: type.ext };
    } catch {
      return { refused: 'fileType' };
    }
  }
  return { data, mime: type.mime, ext: type.ext };
}

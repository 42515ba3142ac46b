import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LIMITS } from '@portal/contract/limits';
import { checkFile } from '../../lib/file-checks.ts';

export type CheckedPhoto = { data: Buffer; mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' };

/** An SVG document by its text: optional BOM, XML declaration, comments and doctype, then the <svg> element. */
function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/**
 * The cropped profile photo (spec §2.11): PNG and JPEG are re-encoded (EXIF, GPS and anything after the image
 * data dropped); an SVG is rasterised to PNG, never kept as SVG, so no script can ever be served from it.
 * Returns the message key on refusal.
 */
export async function checkProfilePhoto(data: Buffer): Promise<CheckedPhoto | { refused: 'fileSize' | 'photoType' }> {
  if (data.length > LIMITS.imageBytes) return { refused: 'fileSize' };
  const type = await fileTypeFromBuffer(data);
  // An SVG with an XML declaration reads as application/xml by its magic bytes.
  if (type && type.mime !== 'application/xml') {
    const result = await checkFile(data, { mimes: ['image/png', 'image/jpeg'], maxBytesByMime: {} });
    if ('refused' in result) return { refused: 'photoType' };
    return result.mime === 'image/png' ? { data: result.data, mime: 'image/png', ext: 'png' } : { data: result.data, mime: 'image/jpeg', ext: 'jpg' };
  }
  if (!looksLikeSvg(data)) return { refused: 'photoType' };
  try {
    // librsvg renders the drawing only: no script runs and the result is plain pixels.
    const png = await sharp(data, { failOn: 'error', limitInputPixels: 4096 * 4096 }).png().toBuffer();
    return { data: png, mime: 'image/png', ext: 'png' };
  } catch {
    return { refused: 'photoType' };
  }
}

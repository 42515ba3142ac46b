import { LIMITS } from '@portal/contract/limits';
import { FILE_MESSAGES } from '@portal/contract/rules';
import { badRequest } from '../app-error.ts';
import { contentRefused } from '../attachment-checks.ts';
import { checkContent } from './check-content.ts';
import type { ReceivedFile, UploadForm, UploadRules } from './read-upload-form.ts';
import { rasteriseSvg } from './reencode-image.ts';
import type { SniffedType } from './sniff-type.ts';

export type CheckedPhoto = { path: string; mime: 'image/png' | 'image/jpeg'; ext: 'png' | 'jpg' };

/** A drawing is rasterised at most this large. */
const SVG_MAX_PIXELS = 4096 * 4096;

const refuse = (key: string, params: Record<string, number> = {}) => badRequest(key, { profile: [key] }, params);
const onePhotoOnly = () => refuse(FILE_MESSAGES.count, { max: 1 });

/** An SVG document by its text: optional BOM, XML declaration, comments and doctype, then the <svg> element. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

/** An SVG has no magic bytes: unknown, or XML by its declaration, and then its text must open an <svg> element. */
const isSvg = (type: SniffedType | undefined, head: Buffer) => (!type || type.mime === 'application/xml') && looksLikeSvg(head);

/** How the photo is read: one file under `profile`, PNG, JPEG or SVG by its first bytes, at most 5 MB. */
export function photoUploadRules(tempDir: string): UploadRules {
  return {
    tempDir,
    field: 'profile',
    maxFiles: 1,
    tooManyFiles: onePhotoOnly,
    required: () => refuse('photoRequired'),
    repeatedFields: 'array',
    admit: (type, head) => {
      const raster = type?.mime === 'image/png' || type?.mime === 'image/jpeg';
      if (!raster && !isSvg(type, head)) return refuse('photoType');
      return { maxBytes: LIMITS.imageBytes, tooLarge: () => refuse(FILE_MESSAGES.size) };
    },
  };
}

/**
 * The cropped profile photo (spec §2.11): PNG and JPEG are re-encoded (EXIF, GPS and anything after the image
 * data dropped); an SVG is rasterised to PNG, never kept as SVG, so no script can ever be served from it.
 */
export async function checkProfilePhoto(file: ReceivedFile, form: Pick<UploadForm, 'temp'>): Promise<CheckedPhoto> {
  if (file.type?.mime === 'image/png' || file.type?.mime === 'image/jpeg') {
    const result = await checkContent(file, form.temp);
    if ('refused' in result) throw contentRefused('profile', result.refused);
    return file.type.mime === 'image/png'
      ? { path: result.path, mime: 'image/png', ext: 'png' }
      : { path: result.path, mime: 'image/jpeg', ext: 'jpg' };
  }
  const target = await form.temp.newPath();
  if ((await rasteriseSvg(file.path, target, SVG_MAX_PIXELS)) !== 'ok') throw contentRefused('profile', 'fileUnreadable');
  return { path: target, mime: 'image/png', ext: 'png' };
}

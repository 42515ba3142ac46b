import sharp from 'sharp';

/**
 * The largest image decoded: 40 megapixels (a 48 MP phone photo at full size is over the 5 MB limit anyway).
 * Decoding holds up to width x height x channels bytes in native memory, so this bounds what one image costs;
 * sharp's own default (about 268 MP, a gigabyte of pixels) does not.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Images decoded at once in this process, whatever the number of requests: what bounds decoding memory in total. */
const MAX_CONCURRENT_DECODES = 2;

// sharp keeps recent inputs open and decoded in its cache; uploads are never read twice, so it would only hold memory
// (and the temporary files, already removed, on disk).
sharp.cache(false);

export type ImageOutcome = 'ok' | 'tooManyPixels' | 'unreadable';

let running = 0;
const waiting: Array<() => void> = [];
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Re-encodes a PNG or JPEG from `source` into `target` (same format): metadata (EXIF, GPS) and anything hidden after
 * the image data are dropped, and the orientation is applied. The pixel count is read from the header first, so a
 * small file that unpacks to a huge image (a pixel bomb) is refused without decoding; any decoding error refuses it.
 */
export async function reencodeImage(
  source: string,
  target: string,
  format: 'png' | 'jpeg',
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<ImageOutcome> {
  return oneAtATime(async () => {
    let meta: sharp.Metadata;
    try {
      meta = await sharp(source, { failOn: 'error', limitInputPixels: false }).metadata();
    } catch {
      return 'unreadable';
    }
    if (!meta.width || !meta.height) return 'unreadable';
    if (meta.width * meta.height > maxPixels) return 'tooManyPixels';
    try {
      const img = sharp(source, { failOn: 'error', limitInputPixels: maxPixels, sequentialRead: true }).rotate();
      await (format === 'png' ? img.png() : img.jpeg({ quality: 85, mozjpeg: true })).toFile(target);
      return 'ok';
    } catch {
      return 'unreadable';
    }
  });
}

/** An SVG drawn to a PNG (librsvg renders the drawing only: no script runs), within its own pixel limit. */
export async function rasteriseSvg(source: string, target: string, maxPixels: number): Promise<ImageOutcome> {
  return oneAtATime(async () => {
    try {
      await sharp(source, { failOn: 'error', limitInputPixels: maxPixels }).png().toFile(target);
      return 'ok';
    } catch {
      return 'unreadable';
    }
  });
}

/** The part of the picture the user kept, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export type CropArea = { x: number; y: number; width: number; height: number };

/** A photo needs no more than this on a side; larger crops are scaled down before upload. */
export const MAX_CROP_SIDE = 1024;

/** PNG keeps transparency (PNG and SVG sources); photos stay JPEG. The server never stores SVG. */
export function exportMime(sourceMime: string): 'image/png' | 'image/jpeg' {
  return sourceMime === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** The uploaded name: the original's stem with the exported type's extension. */
export function croppedFileName(original: string, mime: 'image/png' | 'image/jpeg'): string {
  const stem = original.replace(/\.[^.]*$/, '').trim() || 'photo';
  return `${stem}.${mime === 'image/png' ? 'png' : 'jpg'}`;
}

/** Canvas size for a crop: whole pixels, at least 1, the longer side at most `max`, proportions kept. */
export function outputSize(area: CropArea, max = MAX_CROP_SIDE): { width: number; height: number } {
  const w = Math.max(1, Math.round(area.width));
  const h = Math.max(1, Math.round(area.height));
  const scale = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/**
 * Draws the kept part into a canvas and exports it. An SVG is drawn like any image (the browser
 * rasterises it), so what is uploaded is always PNG or JPEG.
 */
export async function exportCrop(src: string, area: CropArea, mime: 'image/png' | 'image/jpeg', maxSide = MAX_CROP_SIDE): Promise<Blob> {
  const img = await loadImage(src);
  const size = outputSize(area, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  if (mime === 'image/jpeg') {
    // JPEG has no transparency: a white ground rather than black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('export'))), mime, 0.92));
}

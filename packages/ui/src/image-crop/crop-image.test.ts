import { describe, expect, it } from 'vitest';
import { croppedFileName, exportMime, outputSize } from './crop-image.ts';

describe('crop export', () => {
  it('exports JPEG photos as JPEG and PNG or SVG as PNG (never SVG)', () => {
    expect(exportMime('image/jpeg')).toBe('image/jpeg');
    expect(exportMime('image/png')).toBe('image/png');
    expect(exportMime('image/svg+xml')).toBe('image/png');
  });

  it('names the upload after the original with the exported extension', () => {
    expect(croppedFileName('logo.svg', 'image/png')).toBe('logo.png');
    expect(croppedFileName('me.photo.JPEG', 'image/jpeg')).toBe('me.photo.jpg');
    expect(croppedFileName('.png', 'image/png')).toBe('photo.png');
  });

  it('keeps small crops as they are and scales large ones to 1024 on the longer side', () => {
    expect(outputSize({ x: 3.4, y: 0, width: 300.4, height: 299.6 })).toEqual({ width: 300, height: 300 });
    expect(outputSize({ x: 0, y: 0, width: 4000, height: 2000 })).toEqual({ width: 1024, height: 512 });
    expect(outputSize({ x: 0, y: 0, width: 0.2, height: 0 })).toEqual({ width: 1, height: 1 });
  });
});

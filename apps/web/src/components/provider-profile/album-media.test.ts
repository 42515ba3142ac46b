import { describe, expect, it } from 'vitest';
import { albumItems, isVideoUrl, ratingBars } from './album-media.ts';

describe('isVideoUrl', () => {
  it('knows videos by their extension, ignoring case and query', () => {
    expect(isVideoUrl('/api/assets/albums/a.mp4')).toBe(true);
    expect(isVideoUrl('https://x/y/clip.WEBM?sig=1')).toBe(true);
    expect(isVideoUrl('/api/assets/albums/a.jpg')).toBe(false);
    expect(isVideoUrl('/mp4/picture.png')).toBe(false);
  });
  it('marks album items', () => {
    expect(albumItems([{ url: 'a.png' }, { url: 'b.mp4' }])).toEqual([
      { url: 'a.png', video: false },
      { url: 'b.mp4', video: true },
    ]);
  });
});

describe('ratingBars', () => {
  it('lists 5 to 1 with shares of the whole, zero for missing stars', () => {
    expect(ratingBars([{ rating: 5, total: 3 }, { rating: 4, total: 1 }])).toEqual([
      { star: 5, total: 3, percent: 75 },
      { star: 4, total: 1, percent: 25 },
      { star: 3, total: 0, percent: 0 },
      { star: 2, total: 0, percent: 0 },
      { star: 1, total: 0, percent: 0 },
    ]);
    expect(ratingBars(undefined).every((b) => b.percent === 0)).toBe(true);
  });
});

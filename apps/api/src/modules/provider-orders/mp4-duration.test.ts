import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4-duration.ts';
import { mp4Bytes } from './mp4-test-kit.ts';

describe('MP4 duration', () => {
  it('reads mvhd version 0 and 1', () => {
    expect(mp4DurationSeconds(mp4Bytes(30))).toBe(30);
    expect(mp4DurationSeconds(mp4Bytes(181.5, { version: 1 }))).toBe(181.5);
  });
  it('null for anything without a movie header, or with broken boxes', () => {
    expect(mp4DurationSeconds(Buffer.from('not a video'))).toBeNull();
    const broken = mp4Bytes(10);
    broken.writeUInt32BE(9999, 0);
    expect(mp4DurationSeconds(broken)).toBeNull();
    expect(mp4DurationSeconds(Buffer.alloc(0))).toBeNull();
  });
});

import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { tinyMp4 } from './tiny-mp4.ts';
import { mp4DurationSeconds } from './video-duration.ts';

describe('mp4DurationSeconds', () => {
  it('reads a version 0 movie header', async () => {
    const mp4 = tinyMp4({ seconds: 95.5 });
    expect(mp4DurationSeconds(mp4)).toBeCloseTo(95.5, 3);
    // The hand-made file is what the upload check will see: an MP4 by its magic bytes.
    expect((await fileTypeFromBuffer(mp4))?.mime).toBe('video/mp4');
  });

  it('reads a version 1 (64-bit) header and another timescale', () => {
    expect(mp4DurationSeconds(tinyMp4({ seconds: 600, timescale: 90_000, version: 1 }))).toBe(600);
  });

  it('finds moov after other boxes, with padding', () => {
    const mp4 = tinyMp4({ seconds: 12, padTo: 5000 });
    const free = Buffer.alloc(16);
    free.writeUInt32BE(16, 0);
    free.write('free', 4, 'latin1');
    // Put a free box between ftyp and moov.
    const ftypSize = mp4.readUInt32BE(0);
    const moved = Buffer.concat([mp4.subarray(0, ftypSize), free, mp4.subarray(ftypSize)]);
    expect(mp4DurationSeconds(moved)).toBe(12);
  });

  it('answers null for anything it cannot vouch for', () => {
    expect(mp4DurationSeconds(Buffer.alloc(0))).toBeNull();
    expect(mp4DurationSeconds(Buffer.from('not a video at all'))).toBeNull();
    const mp4 = tinyMp4({ seconds: 10 });
    expect(mp4DurationSeconds(mp4.subarray(0, mp4.length - 70))).toBeNull(); // truncated moov
    const lying = Buffer.from(mp4);
    lying.writeUInt32BE(0xfffffff0, lying.readUInt32BE(0)); // moov claims to be 4 GB
    expect(mp4DurationSeconds(lying)).toBeNull();
    const zeroScale = tinyMp4({ seconds: 10, timescale: 0 });
    expect(mp4DurationSeconds(zeroScale)).toBeNull();
    const tiny = Buffer.from(mp4);
    tiny.writeUInt32BE(4, 0); // a box smaller than its header
    expect(mp4DurationSeconds(tiny)).toBeNull();
  });
});

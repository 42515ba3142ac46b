/**
 * Duration in seconds of an MP4 (ISO BMFF) file, read from the movie header box (moov/mvhd); null when the
 * file has none or it cannot be read. Only box headers are walked: nothing of the media is decoded.
 */
export function mp4DurationSeconds(data: Buffer): number | null {
  const moov = findBox(data, 0, data.length, 'moov');
  if (!moov) return null;
  const mvhd = findBox(data, moov.start, moov.end, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 32) return null;
  const version = data[mvhd.start]!;
  let timescale: number;
  let duration: number;
  if (version === 1) {
    timescale = data.readUInt32BE(mvhd.start + 20);
    duration = Number(data.readBigUInt64BE(mvhd.start + 24));
  } else {
    timescale = data.readUInt32BE(mvhd.start + 12);
    duration = data.readUInt32BE(mvhd.start + 16);
  }
  if (!timescale) return null;
  return duration / timescale;
}

/** The first box of `type` between `from` and `to`; its payload range (after the header). */
function findBox(data: Buffer, from: number, to: number, type: string): { start: number; end: number } | null {
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const name = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    if (name === type) return { start: at + header, end: at + size };
    at += size;
  }
  return null;
}

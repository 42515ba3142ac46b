/**
 * Duration of an MP4 (ISO BMFF) file in seconds, read from the movie header: moov/mvhd holds the timescale
 * (units per second) and the duration in those units. No decoding and no ffmpeg: only the box structure is
 * walked, bounded by the buffer, so a crafted file can make it answer null but never loop or read outside.
 * Returns null when there is no readable mvhd.
 */
export function mp4DurationSeconds(data: Buffer): number | null {
  const moov = findBox(data, 0, data.length, 'moov');
  if (!moov) return null;
  const mvhd = findBox(data, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const p = mvhd.start;
  if (p + 4 > mvhd.end) return null;
  const version = data[p]!;
  let timescale: number;
  let duration: number;
  if (version === 1) {
    // version+flags 4, creation 8, modification 8, timescale 4, duration 8
    if (p + 32 > mvhd.end) return null;
    timescale = data.readUInt32BE(p + 20);
    duration = Number(data.readBigUInt64BE(p + 24));
  } else if (version === 0) {
    // version+flags 4, creation 4, modification 4, timescale 4, duration 4
    if (p + 20 > mvhd.end) return null;
    timescale = data.readUInt32BE(p + 12);
    duration = data.readUInt32BE(p + 16);
  } else {
    return null;
  }
  if (timescale === 0) return null;
  // All ones means "unknown duration" (fragmented files): we cannot vouch for its length.
  if ((version === 0 && duration === 0xffffffff) || (version === 1 && duration >= Number.MAX_SAFE_INTEGER)) return null;
  return duration / timescale;
}

type Box = { start: number; end: number };

/** The payload range of the first box of a type among the sibling boxes in [from, to). */
function findBox(data: Buffer, from: number, to: number, type: string): Box | null {
  let pos = from;
  while (pos + 8 <= to) {
    let size = data.readUInt32BE(pos);
    const name = data.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      if (pos + 16 > to) return null;
      const large = data.readBigUInt64BE(pos + 8);
      if (large > BigInt(to - pos)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - pos; // the box runs to the end of its parent
    }
    if (size < header || pos + size > to) return null;
    if (name === type) return { start: pos + header, end: pos + size };
    pos += size;
  }
  return null;
}

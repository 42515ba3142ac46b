import { open, type FileHandle } from 'node:fs/promises';

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

/**
 * The same duration read from a file on disk: only box headers and the movie header are read (a few dozen bytes
 * each), so a large upload is never loaded; a crafted file can make it answer null but never loop or read outside.
 */
export async function mp4DurationOfFile(file: string): Promise<number | null> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const moov = await findBoxInFile(fh, 0, size, 'moov');
    if (!moov) return null;
    const mvhd = await findBoxInFile(fh, moov.start, moov.end, 'mvhd');
    if (!mvhd) return null;
    // version+flags, creation, modification, timescale, duration: 32 bytes at most.
    const length = Math.min(32, mvhd.end - mvhd.start);
    const payload = await readAt(fh, mvhd.start, length);
    // The buffer walker does the decoding: one moov box holding this one mvhd.
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length, 0);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    return mp4DurationSeconds(box('moov', box('mvhd', payload)));
  } finally {
    await fh.close();
  }
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** findBox over a file: the payload range of the first box of a type among the sibling boxes in [from, to). */
async function findBoxInFile(fh: FileHandle, from: number, to: number, type: string): Promise<Box | null> {
  let pos = from;
  while (pos + 8 <= to) {
    const head = await readAt(fh, pos, Math.min(16, to - pos));
    if (head.length < 8) return null;
    let size = head.readUInt32BE(0);
    const name = head.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return null;
      const large = head.readBigUInt64BE(8);
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

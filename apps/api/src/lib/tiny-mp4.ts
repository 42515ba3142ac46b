/** Test helper (imported by *.test.ts only).
 *
 * A tiny MP4 made by hand for the tests: ftyp + moov/mvhd with the given timescale and duration (no media
 * data: enough for magic-byte detection and the duration check). `padTo` pads with a free box.
 */
export function tinyMp4(opts: { seconds: number; timescale?: number; version?: 0 | 1; padTo?: number }): Buffer {
  const timescale = opts.timescale ?? 1000;
  const units = Math.round(opts.seconds * timescale);
  const box = (type: string, ...payload: Buffer[]) => {
    const body = Buffer.concat(payload);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  let mvhd: Buffer;
  if (opts.version === 1) {
    const b = Buffer.alloc(4 + 8 + 8 + 4 + 8);
    b.writeUInt8(1, 0);
    b.writeUInt32BE(timescale, 20);
    b.writeBigUInt64BE(BigInt(units), 24);
    mvhd = box('mvhd', b, Buffer.alloc(80));
  } else {
    const b = Buffer.alloc(20);
    b.writeUInt32BE(timescale, 12);
    b.writeUInt32BE(units, 16);
    mvhd = box('mvhd', b, Buffer.alloc(80));
  }
  const moov = box('moov', mvhd);
  let out = Buffer.concat([ftyp, moov]);
  if (opts.padTo && opts.padTo > out.length + 8) out = Buffer.concat([out, box('free', Buffer.alloc(opts.padTo - out.length - 8))]);
  return out;
}

function u32(n: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n, 0);
  return b;
}

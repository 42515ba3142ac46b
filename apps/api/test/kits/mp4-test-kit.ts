/** A minimal MP4 (ftyp + moov/mvhd) of a given duration, as file-type and the duration reader see one. */
export function mp4Bytes(seconds: number, opts: { version?: 0 | 1; padTo?: number } = {}): Buffer {
  const box = (type: string, payload: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + payload.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, payload]);
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41', 'latin1')]),
  );
  const timescale = 1000;
  let mvhd: Buffer;
  if (opts.version === 1) {
    mvhd = Buffer.alloc(112);
    mvhd[0] = 1;
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeBigUInt64BE(BigInt(Math.round(seconds * timescale)), 24);
  } else {
    mvhd = Buffer.alloc(100);
    mvhd.writeUInt32BE(timescale, 12);
    mvhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  }
  const file = Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
  if (opts.padTo && opts.padTo > file.length) return Buffer.concat([file, box('free', Buffer.alloc(opts.padTo - file.length - 8))]);
  return file;
}

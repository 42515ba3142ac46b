import { fileTypeFromBuffer } from 'file-type';

export type SniffedType = { mime: string; ext: string };

/** file-type's own detection window: enough for every type we accept (PNG, JPEG, PDF, MP4). */
export const SNIFF_BYTES = 4100;

/** The type by magic bytes, never by the name or the declared type; undefined when unknown. */
export async function sniffType(head: Buffer): Promise<SniffedType | undefined> {
  const type = await fileTypeFromBuffer(head);
  return type ? { mime: type.mime, ext: type.ext } : undefined;
}

import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The e2e copy of apps/api/test/kits/pdf-text-kit.ts (e2e imports only e2e, db and contract code).
 * The text a PDF made by lib/pdf-text.ts shows, without poppler: each page's content streams are read for the
 * `/Font size Tf` and `<hex> Tj` operators pdf-lib writes, and the glyph ids are turned back into text by each
 * font's ToUnicode map (pdf-lib writes one for every embedded font). One string per drawn run, in drawing order:
 * Latin text, digits and amounts read as written; an Arabic run comes back in visual (reversed) order.
 */
export async function pdfRuns(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const runs: string[] = [];
  const bytesOf = (o: PDFObject | undefined) => (o instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(o).decode()).toString('latin1') : '');
  for (const page of doc.getPages()) {
    const cmaps = new Map<string, Map<number, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      cmaps.set(name.asString(), toUnicodeMap(bytesOf(doc.context.lookup(font.get(PDFName.of('ToUnicode'))))));
    }
    const contents = page.node.get(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const text = streams.map((s) => bytesOf(doc.context.lookup(s))).join('\n');
    let cmap = new Map<number, string>();
    for (const m of text.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) {
        cmap = cmaps.get(m[1]) ?? new Map();
        continue;
      }
      const hex = m[2]!;
      let run = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) run += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      runs.push(run);
    }
  }
  return runs;
}

/** All the runs of a PDF as one text (runs joined by spaces), to look for amounts and words in. */
export const pdfText = async (bytes: Uint8Array) => (await pdfRuns(bytes)).join(' ');

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap's bfchar and bfrange entries: glyph id to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, dst] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(dst!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = parseInt(lo!, 16);
      const base = parseInt(dst!, 16);
      for (let c = start; c <= parseInt(hi!, 16); c++) map.set(c, String.fromCharCode(base + c - start));
    }
  }
  return map;
}

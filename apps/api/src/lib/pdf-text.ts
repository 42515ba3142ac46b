import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * Text in the portal's PDFs (issue 19: the comparison export; receipts may follow) in Arabic, English and French.
 * pdf-lib draws glyphs left to right as given; fontkit (its font engine) shapes Arabic (joining forms, ligatures)
 * and lays out a run of Arabic script right to left. What neither does is the Unicode bidirectional algorithm
 * for mixed text (Arabic with numbers or Latin words), so bidi-js splits each line into runs of one direction in
 * visual order and each run is drawn on its own: Arabic runs in logical order (fontkit shapes and reverses them),
 * the others as they are. One font covers the three languages: IBM Plex Sans Arabic (Arabic and Latin, OFL).
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-Regular.woff',
  bold: '@ibm/plex-sans-arabic/fonts/complete/woff/IBMPlexSansArabic-Bold.woff',
} as const;
const fontBytes = new Map<keyof typeof FONT_FILES, Promise<Buffer>>();
const loadFont = (weight: keyof typeof FONT_FILES) => {
  let bytes = fontBytes.get(weight);
  if (!bytes) fontBytes.set(weight, (bytes = readFile(require.resolve(FONT_FILES[weight])).then(woffToSfnt)));
  return bytes;
};

/**
 * The package ships the font as WOFF only. fontkit reads WOFF but inflates a table again on every read, which
 * made laying out one Arabic line take some 50 ms; unpacked once into the plain OpenType file (WOFF 1.0 is the
 * same tables, each zlib-compressed) it takes well under one.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const headerSize = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(headerSize + tables.reduce((n, t) => n + padded(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - 16 * 2 ** entrySelector, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    t.tag.copy(out, rec);
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(offset, rec + 8);
    out.writeUInt32BE(t.data.length, rec + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

const bidi = bidiFactory();

export type PdfFonts = { regular: PDFFont; bold: PDFFont };

/**
 * pdf-lib places glyphs by their advance widths and ignores fontkit's positioning (kerning, marks), so those
 * OpenType features are left off: they only cost time. The substitutions (Arabic joining, ligatures) stay.
 */
const NO_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false, dist: false, abvm: false, blwm: false };

/** One parsed font per file for every document (parsing and its lazily read tables are not redone each time). */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(buffer);
    if (!font) parsedFonts.set(buffer, (font = fontkit.create(buffer, postscriptName)));
    return font;
  },
};

/** A new document with the portal's fonts embedded (subset: only the glyphs used travel in the file). */
export async function newPdf(title: string): Promise<{ doc: PDFDocument; fonts: PdfFonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  doc.setTitle(title);
  doc.setProducer('Khidmat');
  const [regular, bold] = await Promise.all([
    loadFont('regular').then((b) => doc.embedFont(b, { subset: true, features: NO_POSITIONING })),
    loadFont('bold').then((b) => doc.embedFont(b, { subset: true, features: NO_POSITIONING })),
  ]);
  fontKeys.set(regular, 'regular');
  fontKeys.set(bold, 'bold');
  return { doc, fonts: { regular, bold } };
}

// Measuring a run lays it out with fontkit (Arabic shaping: about 10 ms a run), and wrapping measures the same
// words again and again: widths at size 1 are remembered per font file and text, across documents.
const fontKeys = new WeakMap<PDFFont, string>();
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;
function runWidth(font: PDFFont, text: string, size: number): number {
  const key = `${fontKeys.get(font) ?? font.name}|${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, (w = font.widthOfTextAtSize(text, 1)));
  }
  return w * size;
}

type Run = { text: string; rtl: boolean };

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A date or number inside a sentence keeps its own left-to-right order (after Arabic words it would turn around). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** A line's runs of one direction, in visual order (left to right on the page), by the Unicode bidi algorithm. */
export function visualRuns(text: string, direction: 'rtl' | 'ltr'): Run[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Array<Run & { level: number }> = [];
  for (let i = 0; i < text.length; ) {
    let j = i;
    while (j < text.length && levels[j] === levels[i]) j++;
    runs.push({ text: text.slice(i, j), level: levels[i]!, rtl: levels[i]! % 2 === 1 });
    i = j;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  // Mirrored characters (brackets) inside right-to-left runs; the invisible direction marks are not drawn.
  return runs
    .map((r) => ({ rtl: r.rtl, text: (r.rtl ? [...r.text].map((ch) => bidi.getMirroredCharacter(ch) ?? ch).join('') : r.text).replace(BIDI_CONTROLS, '') }))
    .filter((r) => r.text);
}

export const textWidth = (text: string, font: PDFFont, size: number, direction: 'rtl' | 'ltr') =>
  visualRuns(text, direction).reduce((w, r) => w + runWidth(font, r.text, size), 0);

/** Draws one line: `x` is its left edge, or its right edge with align 'right' (right-to-left pages). */
export function drawLine(
  page: PDFPage,
  text: string,
  o: { x: number; y: number; size: number; font: PDFFont; direction: 'rtl' | 'ltr'; align?: 'left' | 'right'; color?: RGB },
) {
  const runs = visualRuns(text, o.direction);
  const runWidths = runs.map((r) => runWidth(o.font, r.text, o.size));
  let x = o.align === 'right' ? o.x - runWidths.reduce((a, b) => a + b, 0) : o.x;
  runs.forEach((r, i) => {
    page.drawText(r.text, { x, y: o.y, size: o.size, font: o.font, ...(o.color ? { color: o.color } : {}) });
    x += runWidths[i]!;
  });
}

/** Breaks a text into lines no wider than `width` (at spaces; a word longer than a line is cut). */
export function wrapLines(text: string, font: PDFFont, size: number, width: number, direction: 'rtl' | 'ltr'): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (textWidth(next, font, size, direction) <= width) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      let rest = word;
      while (textWidth(rest, font, size, direction) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), font, size, direction) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    out.push(line);
  }
  return out.length ? out : [''];
}

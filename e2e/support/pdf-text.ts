import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a downloaded PDF shows (its pages' text runs joined by spaces), read with Mozilla's pdf.js. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ');
}

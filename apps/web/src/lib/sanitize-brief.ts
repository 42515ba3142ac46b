import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const FONT_SIZE = /^\s*font-size\s*:\s*(\d{1,2})px\s*;?\s*$/i;
const TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'span'];

// An instance of its own, so the style hook does not touch the other pages' cleaning.
let purify: Purifier | null = null;
function instance(): Purifier {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName !== 'style') return;
    const m = node.nodeName === 'SPAN' ? FONT_SIZE.exec(data.attrValue) : null;
    const px = m ? Number(m[1]) : 0;
    if (px >= 8 && px <= 72) data.attrValue = `font-size: ${px}px`;
    else data.keepAttr = false;
  });
  return purify;
}

/**
 * The brief's rich text, cleaned again in the browser though the server already cleaned it: only the
 * editor's own tags survive, and a span keeps its style only when that style is a font size of 8 to
 * 72 px (spec §9 rich-text toolbar).
 */
export function sanitizeBrief(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS: TAGS, ALLOWED_ATTR: ['style'] });
}

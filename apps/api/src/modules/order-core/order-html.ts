import sanitizeHtml from 'sanitize-html';
import { isAllowedFontSize, ORDER_HTML_TAGS } from '@portal/contract/orders';

/**
 * The brief's rich text is shown to the provider and back to the customer as HTML, so only text structure
 * survives: the contract's tags, and on a span nothing but a font size of 8 to 72 px. Everything else
 * (scripts, links, images, event handlers, other styles) is dropped.
 */
export function cleanOrderHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...ORDER_HTML_TAGS],
    allowedAttributes: { span: ['style'] },
    allowedStyles: { span: { 'font-size': [/^\d{1,2}px$/] } },
    disallowedTagsMode: 'discard',
    transformTags: {
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      // The style filter keeps 1..99px; the contract's range is 8..72.
      span: (tagName, attribs) => {
        const m = /font-size\s*:\s*([^;]+)/i.exec(attribs.style ?? '');
        const size = m?.[1]?.trim();
        const kept: Record<string, string> = size && isAllowedFontSize(size) ? { style: `font-size:${size}` } : {};
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}

/** The plain text of (already clean) HTML, for its length. */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, 'x')
    .trim();
}

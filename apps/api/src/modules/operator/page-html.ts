import sanitizeHtml from 'sanitize-html';

/**
 * Static pages are shown as HTML to every visitor, so what an operator saves keeps only text structure:
 * headings, paragraphs, lists, emphasis, line breaks and links to http, https or mailto. Everything else
 * (scripts, styles, event handlers, images, relative or javascript: links) is dropped.
 */
export function cleanPageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      b: 'strong',
      i: 'em',
      // Relative links would point into the portal's own routes from a page that may be read anywhere.
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        const kept: Record<string, string> = /^(https?:|mailto:)/i.test(href) ? { href } : {};
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}

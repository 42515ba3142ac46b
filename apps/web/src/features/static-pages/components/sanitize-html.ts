import DOMPurify from 'dompurify';

export type CleanDocument = { heading: string | null; html: string };

/**
 * The terms and privacy texts are HTML from the server (spec §1); they are still cleaned before
 * they reach the page, so a tampered or mistaken record cannot run script. Links open in a new tab
 * without access to this one. A heading that opens the text becomes the page title, so the page
 * does not show two titles one above the other.
 */
export function cleanDocument(html: string): CleanDocument {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  for (const a of doc.querySelectorAll('a[href]')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  }
  let heading: string | null = null;
  const first = doc.body.firstElementChild;
  if (first && /^H[1-2]$/.test(first.tagName) && first.textContent?.trim()) {
    heading = first.textContent.trim();
    first.remove();
  }
  return { heading, html: doc.body.innerHTML };
}

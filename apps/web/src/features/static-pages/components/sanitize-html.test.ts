import { describe, expect, it } from 'vitest';
import { cleanDocument } from './sanitize-html.ts';

describe('cleanDocument', () => {
  it('removes script, event handlers and javascript: links', () => {
    const { html } = cleanDocument(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('opens links in a new tab without access to the portal', () => {
    const { html } = cleanDocument('<p><a href="https://example.com">site</a></p>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('takes a leading heading out as the page title', () => {
    expect(cleanDocument('<h1>Terms of Use</h1><p>Body</p>')).toEqual({ heading: 'Terms of Use', html: '<p>Body</p>' });
    expect(cleanDocument('<p>Body</p><h2>Later</h2>').heading).toBeNull();
  });
});

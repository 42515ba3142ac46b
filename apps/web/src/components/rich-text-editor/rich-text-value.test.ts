import { describe, expect, it } from 'vitest';
import { descriptionCount, descriptionCounter, FONT_SIZES, richTextValue, truncateDescription } from './rich-text-value.ts';

describe('description counter', () => {
  it('counts the trimmed plain text against the limit', () => {
    expect(descriptionCount('  Fix the sink \n')).toBe(12);
    expect(descriptionCounter('abc', 3)).toEqual({ count: 3, max: 3, over: false });
    expect(descriptionCounter('abcd', 3)).toEqual({ count: 4, max: 3, over: true });
    expect(descriptionCounter('\u00a0\u00a0', 3).count).toBe(0);
  });

  it('keeps no HTML for an editor that holds only empty paragraphs', () => {
    expect(richTextValue('<p></p><p></p>', '\n')).toEqual({ html: '', text: '' });
    expect(richTextValue('<p><strong>Leak</strong></p>', ' Leak ')).toEqual({ html: '<p><strong>Leak</strong></p>', text: 'Leak' });
  });
});

describe('truncateDescription', () => {
  it('leaves 135 characters or fewer whole', () => {
    const text = 'a'.repeat(135);
    expect(truncateDescription(text)).toEqual({ short: text, truncated: false });
  });

  it('cuts longer text at 135 characters with an ellipsis, on one line', () => {
    const r = truncateDescription(`${'word '.repeat(30)}\nsecond line`);
    expect(r.truncated).toBe(true);
    expect(r.short.endsWith('…')).toBe(true);
    expect(r.short.length).toBeLessThanOrEqual(136);
    expect(r.short).not.toContain('\n');
  });

  it('never splits an emoji in two', () => {
    const r = truncateDescription(`${'a'.repeat(134)}😀 and more text`);
    expect(r.short).toBe(`${'a'.repeat(134)}…`);
  });
});

describe('FONT_SIZES', () => {
  it('runs from 8 to 72', () => {
    expect(FONT_SIZES[0]).toBe(8);
    expect(FONT_SIZES.at(-1)).toBe(72);
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeBrief } from './sanitize-brief.ts';

describe('sanitizeBrief', () => {
  it('keeps the editor tags and font sizes of 8 to 72 px', () => {
    const html =
      '<p><strong>Leak</strong> <em>under</em> <u>sink</u> <s>x</s></p><ul><li><span style="font-size: 24px">big</span></li></ul><ol><li>a<br>b</li></ol>';
    expect(sanitizeBrief(html)).toBe(html);
  });

  it('drops scripts, handlers, links, images and other styles', () => {
    const out = sanitizeBrief(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">l</a><span style="background:url(x)">s</span><span style="font-size: 200px">t</span><span style="font-size: 7px">u</span></p>',
    );
    expect(out).toBe('<p>al<span>s</span><span>t</span><span>u</span></p>');
  });
});

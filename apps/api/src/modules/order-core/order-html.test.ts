import { describe, expect, it } from 'vitest';
import { cleanOrderHtml, htmlText } from './order-html.ts';

describe('cleanOrderHtml', () => {
  it('keeps the allowed structure and font sizes of 8 to 72 px', () => {
    const html =
      '<p>Hi <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><span style="font-size: 24px">big</span>';
    expect(cleanOrderHtml(html)).toBe(
      '<p>Hi <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><span style="font-size:24px">big</span>',
    );
  });

  it('drops scripts, handlers, links, images, other styles and sizes out of range', () => {
    const html =
      '<p onclick="x()">a<script>alert(1)</script><a href="javascript:x">l</a><img src=x onerror=y></p>' +
      '<span style="color:red;font-size:100px">c</span><span style="font-size:7px">d</span><span style="font-size:8px;position:fixed">e</span><div>f</div>';
    expect(cleanOrderHtml(html)).toBe('<p>al</p><span>c</span><span>d</span><span style="font-size:8px">e</span>f');
  });

  it('maps b and i to strong and em; htmlText counts the words only', () => {
    expect(cleanOrderHtml('<b>x</b><i>y</i>')).toBe('<strong>x</strong><em>y</em>');
    expect(htmlText('<p>ab &amp; <strong>c</strong></p>')).toBe('ab x c');
  });
});

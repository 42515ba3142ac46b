import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT, toastPlacement } from './toast-placement.ts';

describe('toastPlacement', () => {
  it('keeps every toast below the header, on a phone and on a desktop, in both directions', () => {
    for (const phone of [true, false])
      for (const dir of ['ltr', 'rtl'] as const) expect(toastPlacement(phone, dir).top).toBeGreaterThan(HEADER_HEIGHT);
  });

  it('puts desktop toasts in the end corner, away from the centred header links', () => {
    expect(toastPlacement(false, 'ltr').position).toBe('top-right');
    expect(toastPlacement(false, 'rtl').position).toBe('top-left');
  });

  it('spans the phone width under its header', () => {
    expect(toastPlacement(true, 'rtl').position).toBe('top-center');
  });
});

describe('the toast containers', () => {
  it('move only the top containers under the header: the others (bottom) must not stretch over the page', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const css = readFileSync(join(import.meta.dirname, 'toast-container.module.css'), 'utf8');
    expect(css).toMatch(/\[data-position\^='top'\]\s*\{\s*top: 72px;/);
    expect(HEADER_HEIGHT + 8).toBe(72);
  });
});

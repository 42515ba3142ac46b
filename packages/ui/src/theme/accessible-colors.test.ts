import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColors, accessibleShades, contrastRatio } from './accessible-colors.ts';

describe('accessible colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('every shade 6-9 reaches 4.5:1 on white and on the pale greys and tints it sits on', () => {
    for (const [name, tuple] of Object.entries(accessibleColors)) {
      for (let i = 6; i < 10; i++) {
        for (const bg of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9f3fd', '#fff2e8', '#e2ebf3', '#e3ede7', '#f0e8e2'])
          expect(contrastRatio(tuple[i]!, bg), `${name}.${i} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('white text on a filled shade 6 (buttons, badges) reaches 4.5:1', () => {
    for (const [name, tuple] of Object.entries(accessibleColors))
      expect(contrastRatio(tuple[6]!, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps shades 0-5 and already dark shades as Mantine made them', () => {
    const blue = accessibleShades(DEFAULT_THEME.colors.blue);
    expect(blue.slice(0, 6)).toEqual(DEFAULT_THEME.colors.blue.slice(0, 6));
    expect(accessibleShades(DEFAULT_THEME.colors.gray)[9]).toBe(DEFAULT_THEME.colors.gray[9]);
  });
});

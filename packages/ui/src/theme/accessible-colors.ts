import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const darker = (hex: string) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.94)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * Mantine's shades 6-9 are what text, filled buttons, badges and `dimmed` (gray 6) use; several of them
 * fall below WCAG AA's 4.5:1 on white (blue 6 is 3.55:1, gray 6 3.32:1, yellow and orange far less).
 * Each is darkened, keeping its hue, until it reaches `target` against white, which also keeps it above
 * 4.5:1 on the pale tints (light variants, gray 0 sections) it sits on. Shades 0-5 stay as Mantine made them.
 */
export function accessibleShades(tuple: MantineColorsTuple, target = 5.9): MantineColorsTuple {
  return tuple.map((shade, i) => {
    if (i < 6) return shade;
    let c = shade.toLowerCase();
    while (contrastRatio(c, '#ffffff') < target) c = darker(c);
    return c;
  }) as unknown as MantineColorsTuple;
}

/** Every light-scheme palette made readable; `dark` is the dark scheme's own and is left alone. */
export const accessibleColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, tuple]) => [name, accessibleShades(tuple)]),
);

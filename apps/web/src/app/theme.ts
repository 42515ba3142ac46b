import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { accessibleColors } from './accessible-colors.ts';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA contrast for text, dimmed text and filled buttons (checked by e2e/tests/accessibility.spec.ts).
  colors: accessibleColors,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif" },
});

/** Placeholders in gray 6 (made readable in accessible-colors.ts) instead of Mantine's gray 5 at 2:1. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-placeholder': t.colors.gray[6]! },
  dark: {},
});

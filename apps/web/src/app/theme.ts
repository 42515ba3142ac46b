import { Autocomplete, createTheme, PasswordInput, Textarea, TextInput, type CSSVariablesResolver } from '@mantine/core';
import { accessibleColors } from './accessible-colors.ts';

export const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA contrast for text, dimmed text and filled buttons (checked by e2e/tests/accessibility.spec.ts).
  colors: accessibleColors,
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, Arial, sans-serif" },
  // Typed text takes the direction of what is typed: English on an Arabic page reads left to right (and its
  // full stop stays at its end), Arabic on an English page right to left; empty fields follow the page.
  // E-mail, phone and code fields set dir="ltr" themselves, which wins over these defaults.
  components: {
    TextInput: TextInput.extend({ defaultProps: { dir: 'auto' } }),
    Textarea: Textarea.extend({ defaultProps: { dir: 'auto' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { dir: 'auto' } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { dir: 'auto' } }),
  },
});

/** Placeholders in gray 6 (made readable in accessible-colors.ts) instead of Mantine's gray 5 at 2:1. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-placeholder': t.colors.gray[6]! },
  dark: {},
});

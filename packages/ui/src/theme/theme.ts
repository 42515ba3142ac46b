import { createTheme, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';
import { accessibleColors } from './accessible-colors.ts';

const typedAuto: MantineThemeComponent = { defaultProps: { dir: 'auto' } };

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
  // Plain entries keyed by component name, not `TextInput.extend(...)`: importing the components here would pull
  // PasswordInput and Autocomplete (with its Combobox) into the first-load shell, past /landing's budget.
  components: {
    TextInput: typedAuto,
    Textarea: typedAuto,
    PasswordInput: typedAuto,
    Autocomplete: typedAuto,
  },
});

/** Placeholders in gray 6 (made readable in accessible-colors.ts) instead of Mantine's gray 5 at 2:1. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-placeholder': t.colors.gray[6]! },
  dark: {},
});

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DirectionProvider, MantineProvider, Textarea, TextInput } from '@mantine/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('text fields take the direction of what is typed', () => {
  it('gives text inputs and text areas dir="auto", and leaves e-mail fields left to right', async () => {
    await act(async () =>
      root.render(
        <DirectionProvider initialDirection="rtl">
          <MantineProvider theme={theme}>
            <TextInput label="about" data-testid="text" />
            <Textarea label="brief" data-testid="area" />
            <TextInput label="email" type="email" dir="ltr" data-testid="email" />
          </MantineProvider>
        </DirectionProvider>,
      ),
    );
    expect(container.querySelector('[data-testid="text"]')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('[data-testid="area"]')?.getAttribute('dir')).toBe('auto');
    expect(container.querySelector('[data-testid="email"]')?.getAttribute('dir')).toBe('ltr');
  });
});

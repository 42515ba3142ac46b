import { act } from 'react';
import { DirectionProvider, MantineProvider, Textarea, TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { domTestRoot } from '../test-support/dom-test-root.ts';
import { theme } from './theme.ts';

const dom = domTestRoot({});

describe('text fields take the direction of what is typed', () => {
  it('gives text inputs and text areas dir="auto", and leaves e-mail fields left to right', async () => {
    await act(async () =>
      dom.root.render(
        <DirectionProvider initialDirection="rtl">
          <MantineProvider theme={theme}>
            <TextInput label="about" data-testid="text" />
            <Textarea label="brief" data-testid="area" />
            <TextInput label="email" type="email" dir="ltr" data-testid="email" />
          </MantineProvider>
        </DirectionProvider>,
      ),
    );
    expect(dom.container.querySelector('[data-testid="text"]')?.getAttribute('dir')).toBe('auto');
    expect(dom.container.querySelector('[data-testid="area"]')?.getAttribute('dir')).toBe('auto');
    expect(dom.container.querySelector('[data-testid="email"]')?.getAttribute('dir')).toBe('ltr');
  });
});

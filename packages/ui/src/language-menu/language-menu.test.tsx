import { act } from 'react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import { domTestRoot } from '../test-support/dom-test-root.ts';
import { LanguageMenu } from './language-menu.tsx';

const dom = domTestRoot({ common: en.common });

describe('LanguageMenu', () => {
  it('opens on the first press and hands the chosen other language to the app; the current one changes nothing', async () => {
    const onChange = vi.fn();
    await act(async () =>
      dom.root.render(
        <MantineProvider>
          <LanguageMenu onChange={onChange} />
        </MantineProvider>,
      ),
    );
    const trigger = dom.container.querySelector<HTMLButtonElement>('button[aria-label="Language"]')!;
    expect(trigger.textContent).toBe('English');
    await act(async () => trigger.click());
    await vi.waitFor(() => expect(document.querySelector('[role="menuitem"][lang="en"]')).not.toBeNull());
    await act(async () => document.querySelector<HTMLElement>('[role="menuitem"][lang="en"]')!.click());
    expect(onChange).not.toHaveBeenCalled();
  }, 30_000);

  it('calls onChange with the language picked', async () => {
    const onChange = vi.fn();
    await act(async () =>
      dom.root.render(
        <MantineProvider>
          <LanguageMenu onChange={onChange} />
        </MantineProvider>,
      ),
    );
    await act(async () => dom.container.querySelector<HTMLButtonElement>('button[aria-label="Language"]')!.click());
    await vi.waitFor(() => expect(document.querySelector('[role="menuitem"][lang="ar"]')).not.toBeNull());
    await act(async () => document.querySelector<HTMLElement>('[role="menuitem"][lang="ar"]')!.click());
    expect(onChange).toHaveBeenCalledWith('ar');
  }, 30_000);
});

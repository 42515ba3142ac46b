import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HireProvider, hirePath } from './hire-provider.tsx';

/** Hiring from a profile (issue 15): the direct award form with the provider preselected, for one of its services. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // The Select's popover measures itself.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { provider: { hire: 'Hire' } } }, interpolation: { escapeValue: false }, showSupportNotice: false });
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  container?.remove();
});

const plumbing = { categoryId: 1, subCategoryId: 4, category: 'Plumbing', subCategory: 'Leaks' };
const electrics = { categoryId: 2, subCategoryId: 9, category: 'Electrics', subCategory: 'Sockets' };

async function render(services: Array<typeof plumbing>) {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MantineProvider>
        <MemoryRouter>
          <HireProvider p={{ id: 42, services }} onClose={() => {}} />
        </MemoryRouter>
      </MantineProvider>,
    ),
  );
  return container;
}

describe('HireProvider', () => {
  it('builds the direct award path of spec §2.1 with the provider preselected', () => {
    expect(hirePath(42, plumbing)).toBe('/direct-award-details?categoryId=1&subcategoryId=4&spId=42');
  });

  it('links straight to the form when the provider serves one sub-category', async () => {
    const c = await render([plumbing]);
    const link = c.querySelector('a');
    expect(link?.textContent).toBe('Hire');
    expect(link?.getAttribute('href')).toBe('/direct-award-details?categoryId=1&subcategoryId=4&spId=42');
  });

  it('asks for the service first when there are several', async () => {
    const c = await render([plumbing, electrics]);
    expect(c.querySelector('a')).toBeNull();
    expect(c.querySelector('button')?.disabled).toBe(true);
  });

  it('shows nothing for a provider with no service', async () => {
    const c = await render([]);
    expect(c.querySelector('a, button, input')).toBeNull();
  });
});

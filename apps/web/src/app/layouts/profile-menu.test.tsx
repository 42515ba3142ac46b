import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import { ProfileMenu } from './profile-menu.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  window.matchMedia ??= ((query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', interpolation: { escapeValue: false }, showSupportNotice: false });
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

const user = { id: 1, email: 'lina@demo.jo', name: 'Lina Haddad', companyName: 'School', customerType: 1, isProfileCompleted: true };

describe('ProfileMenu', () => {
  it('shows the uploaded profile photo in the header avatar', async () => {
    await act(async () =>
      root.render(
        <MantineProvider>
          <MemoryRouter>
            <ProfileMenu user={user} photo="https://cdn.example.jo/lina.png" onLogout={() => {}} loggingOut={false} />
          </MemoryRouter>
        </MantineProvider>,
      ),
    );
    expect(container.querySelector('[data-testid="header-avatar"] img')?.getAttribute('src')).toBe('https://cdn.example.jo/lina.png');
  });

  it('shows the initials without a photo', async () => {
    await act(async () =>
      root.render(
        <MantineProvider>
          <MemoryRouter>
            <ProfileMenu user={user} onLogout={() => {}} loggingOut={false} />
          </MemoryRouter>
        </MantineProvider>,
      ),
    );
    expect(container.querySelector('[data-testid="header-avatar"]')?.textContent).toBe('LH');
  });
});

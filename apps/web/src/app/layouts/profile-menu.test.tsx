import { act } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { domTestRoot } from '@portal/ui/test-support/dom-test-root';
import common from '../../locales/en/common.json';
import { ProfileMenu } from './profile-menu.tsx';

const dom = domTestRoot({ common }, { defaultNS: 'common' });

const user = { id: 1, email: 'lina@demo.jo', name: 'Lina Haddad', companyName: 'School', customerType: 1, isProfileCompleted: true };

describe('ProfileMenu', () => {
  it('shows the uploaded profile photo in the header avatar', async () => {
    await act(async () =>
      dom.root.render(
        <MantineProvider>
          <MemoryRouter>
            <ProfileMenu user={user} photo="https://cdn.example.jo/lina.png" onLogout={() => {}} loggingOut={false} />
          </MemoryRouter>
        </MantineProvider>,
      ),
    );
    expect(dom.container.querySelector('[data-testid="header-avatar"] img')?.getAttribute('src')).toBe('https://cdn.example.jo/lina.png');
  });

  it('shows the initials without a photo', async () => {
    await act(async () =>
      dom.root.render(
        <MantineProvider>
          <MemoryRouter>
            <ProfileMenu user={user} onLogout={() => {}} loggingOut={false} />
          </MemoryRouter>
        </MantineProvider>,
      ),
    );
    expect(dom.container.querySelector('[data-testid="header-avatar"]')?.textContent).toBe('LH');
  });
});

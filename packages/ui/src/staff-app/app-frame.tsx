import { useEffect, type ComponentType, type ReactNode } from 'react';
import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { BrandLogo } from '../frame/brand-logo.tsx';
import { NavigationProgress } from '../frame/navigation-progress.tsx';
import { LanguageMenu } from '../language-menu/language-menu.tsx';

export type FrameLink = { to: string; label: string; icon: ComponentType<{ size?: number; stroke?: number }>; end?: boolean };

export type AppFrameProps = {
  /** The app's name beside the wordmark. */
  appName: string;
  homePath: string;
  links: FrameLink[];
  /** Who is signed in, as the frame shows them (name, and a role or company under it). */
  who: { name: string; detail?: string };
  onSignOut: () => void;
  signingOut?: boolean;
  onLanguage: (lang: Lang) => void;
  children: ReactNode;
};

/**
 * The frame of the console (/ops) and the provider app (/pro): a header with the wordmark, the app's name, the
 * language menu and sign-out; the links in a side bar on a desk and behind a burger on a phone (right side in
 * Arabic: Mantine's AppShell follows the page's direction).
 */
export function AppFrame({ appName, homePath, links, who, onSignOut, signingOut, onLanguage, children }: AppFrameProps) {
  const { t } = useTranslation('staff');
  const [opened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const close = menu.close;
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <NavigationProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger hiddenFrom="md" opened={opened} onClick={menu.toggle} size="sm" aria-label={opened ? t('closeMenu') : t('openMenu')} />
            <BrandLogo to={homePath} />
            <Text visibleFrom="sm" fw={600} c="dimmed">
              {appName}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu compact onChange={onLanguage} />
            <Button variant="subtle" color="gray" leftSection={<IconLogout size={18} />} onClick={onSignOut} loading={signingOut} visibleFrom="sm">
              {t('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('mainNavigation')}>
        <Stack gap={4} style={{ flex: 1 }}>
          {links.map(({ to, label, icon: Icon, end }) => (
            <NavLink
              key={to}
              component={RouterLink}
              to={to}
              end={end}
              label={label}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
        <Box pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={600} size="sm" truncate>
            {who.name}
          </Text>
          {who.detail && (
            <Text c="dimmed" size="xs">
              {who.detail}
            </Text>
          )}
          <Button hiddenFrom="sm" mt="xs" variant="light" color="gray" fullWidth leftSection={<IconLogout size={18} />} onClick={onSignOut} loading={signingOut}>
            {t('signOut')}
          </Button>
        </Box>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">{children}</AppShell.Main>
    </AppShell>
  );
}

import { useEffect } from 'react';
import { AppShell, Box, Burger, Button, Container, Group, LoadingOverlay, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconClipboardList, IconFileDescription, IconHeadset, IconHome, IconPackage, IconSpeakerphone, type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { NavigationProgress } from '../../components/navigation-progress.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSession } from '../../lib/session.ts';
import { ContactModal } from './contact-modal.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SiteFooter } from './site-footer.tsx';

const LINKS: Array<{ to: string; label: string; icon: Icon }> = [
  { to: '/home', label: 'nav.home', icon: IconHome },
  { to: '/my-orders', label: 'nav.myOrders', icon: IconClipboardList },
  { to: '/rfps', label: 'nav.rfps', icon: IconFileDescription },
  { to: '/bundles', label: 'nav.subscriptions', icon: IconPackage },
  { to: '/adds', label: 'nav.adds', icon: IconSpeakerphone },
];

/** /rfps also covers /rfps/create, /rfps-reply and /rfps-details. */
const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(to);

/**
 * The frame of every signed-in page (spec §2.2). Notifications, the bell and unread dots are added
 * with the notification feature; nothing stands in for them here.
 */
export function SignedInLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const [contactOpen, contact] = useDisclosure(false);
  const logout = useLogout();

  // A tap on a link in the phone menu leads away: the drawer closes behind it.
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  if (!session) return null; // RequireSession redirects; this only satisfies the types.

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 280, breakpoint: 'lg', collapsed: { desktop: true, mobile: !menuOpen } }} padding={0}>
      <NavigationProgress />
      <LoadingOverlay visible={logout.isPending} zIndex={2000} overlayProps={{ blur: 2 }} pos="fixed" />
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={menuOpen}
                onClick={menu.toggle}
                hiddenFrom="lg"
                size="sm"
                aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              />
              <BrandLogo to="/home" />
            </Group>
            <Group component="nav" gap={2} wrap="nowrap" visibleFrom="lg" aria-label={t('nav.mainNavigation')}>
              {LINKS.map((link) => {
                const active = isActive(pathname, link.to);
                return (
                  <Button
                    key={link.to}
                    component={Link}
                    to={link.to}
                    variant={active ? 'light' : 'subtle'}
                    color={active ? 'blue' : 'dark'}
                    aria-current={active ? 'page' : undefined}
                    px="sm"
                  >
                    {t(link.label)}
                  </Button>
                );
              })}
              <Button variant="subtle" color="dark" px="sm" onClick={contact.open}>
                {t('nav.contact')}
              </Button>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Box hiddenFrom="sm">
                <LanguageMenu compact />
              </Box>
              <Box visibleFrom="sm">
                <LanguageMenu />
              </Box>
              <ProfileMenu user={session.user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={t('nav.mainNavigation')}>
        <Stack gap={4}>
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.label)}
              leftSection={<link.icon size={20} />}
              active={isActive(pathname, link.to)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
          <NavLink
            label={t('nav.contact')}
            leftSection={<IconHeadset size={20} />}
            onClick={() => {
              menu.close();
              contact.open();
            }}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter withContact={false} />
      </AppShell.Main>

      <ContactModal opened={contactOpen} onClose={contact.close} />
    </AppShell>
  );
}

import { useEffect, useState } from 'react';
import { AppShell, Box, Burger, Container, Group, LoadingOverlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@portal/ui/brand-logo';
import { LanguageMenu } from '@portal/ui/language-menu';
import { NavigationProgress } from '@portal/ui/navigation-progress';
import { TabGuardAlert } from '../../components/tab-guard/tab-guard-alert.tsx';
import { useTabGuard } from '../../components/tab-guard/use-tab-guard.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useNotifications } from '../../api/notifications/notification-feed-query.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { unreadMarks } from '../../api/notifications/notification-feed.ts';
import { PushPrompt } from '../../features/push/components/push-prompt.tsx';
import { forgetPushDevice } from '../../features/push/push-subscription.ts';
import { useProfile } from '../../api/profile/profile.ts';
import { usePush } from '../../features/push/use-push.ts';
import { changeLanguage } from '@portal/web-kit/language';
import { useSession } from '../../lib/session.ts';
import { refreshListsOnNews } from '../refresh-lists-on-news.ts';
import { ContactModal } from './contact-modal.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { BurgerDot, DrawerNav, HeaderNav } from './signed-in-nav.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * The frame of every signed-in page (spec §2.2): links with unread dots, the notification bell, language
 * and profile menus, the other-window alert and the offer to turn pushes on.
 */
export function SignedInLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  const [menuOpen, menu] = useDisclosure(false);
  const [contactOpen, contact] = useDisclosure(false);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  // A tab that another one has displaced stops polling: the active tab is the one the user works in.
  const displaced = useTabGuard();
  const notifications = useNotifications(Boolean(session) && !displaced);
  const marks = unreadMarks(notifications.data);
  // Lists refetch when the notification version moves (issue 13 point 9); the feed exists only in this frame.
  const queryClient = useQueryClient();
  useEffect(() => refreshListsOnNews(queryClient), [queryClient]);
  usePush(Boolean(session));
  // The header avatar shows the uploaded photo; the profile page's upload updates this same query.
  const profile = useProfile();

  // A tap on a link in the phone menu leads away: the drawer closes behind it.
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  if (!session) return null; // RequireSession redirects; this only satisfies the types.

  const onLogout = () => {
    setLeaving(true);
    void forgetPushDevice().finally(() => logout.mutate(undefined, { onSettled: () => setLeaving(false) }));
  };
  const openContact = () => {
    menu.close();
    contact.open();
  };

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 280, breakpoint: 'lg', collapsed: { desktop: true, mobile: !menuOpen } }} padding={0}>
      <NavigationProgress />
      <LoadingOverlay visible={leaving || logout.isPending} zIndex={2000} overlayProps={{ blur: 2 }} pos="fixed" />
      <AppShell.Header>
        <Container size="xl" h="100%" px={{ base: 'xs', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Box pos="relative" hiddenFrom="lg" display="inline-flex">
                <Burger opened={menuOpen} onClick={menu.toggle} size="sm" aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')} />
                <BurgerDot show={!menuOpen && (marks.myOrders || marks.rfps)} />
              </Box>
              <BrandLogo to="/home" />
            </Group>
            <HeaderNav marks={marks} onContact={contact.open} />
            <Group gap={4} wrap="nowrap">
              <NotificationBell feed={notifications.data} failed={notifications.isError} />
              <Box hiddenFrom="sm">
                <LanguageMenu compact onChange={changeLanguage} />
              </Box>
              <Box visibleFrom="sm">
                <LanguageMenu onChange={changeLanguage} />
              </Box>
              <ProfileMenu user={session.user} photo={profile.data?.profilePhoto ?? null} onLogout={onLogout} loggingOut={leaving || logout.isPending} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>

      <AppShell.Navbar p="md" aria-label={t('nav.mainNavigation')}>
        <DrawerNav marks={marks} onContact={openContact} />
      </AppShell.Navbar>

      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }} bg="gray.0">
        {displaced ? <TabGuardAlert /> : <PushPrompt />}
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <SiteFooter withContact={false} />
      </AppShell.Main>

      <ContactModal opened={contactOpen} onClose={contact.close} />
    </AppShell>
  );
}

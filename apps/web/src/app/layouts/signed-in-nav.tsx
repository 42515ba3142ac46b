import { Box, Button, Group, NavLink, Stack } from '@mantine/core';
import {
  IconClipboardList, IconFileDescription, IconHeadset, IconHome, IconPackage, IconSpeakerphone, type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UnreadDot } from '../../features/notifications/components/unread-dot.tsx';

export type NavMarks = { home: boolean; myOrders: boolean; rfps: boolean };

const LINKS: Array<{ to: string; label: string; icon: Icon; mark?: keyof NavMarks }> = [
  { to: '/home', label: 'nav.home', icon: IconHome, mark: 'home' },
  { to: '/my-orders', label: 'nav.myOrders', icon: IconClipboardList, mark: 'myOrders' },
  { to: '/rfps', label: 'nav.rfps', icon: IconFileDescription, mark: 'rfps' },
  { to: '/bundles', label: 'nav.subscriptions', icon: IconPackage },
  { to: '/adds', label: 'nav.adds', icon: IconSpeakerphone },
];

/** /rfps also covers /rfps/create, /rfps-reply and /rfps-details. */
const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(to);

/** The header's links on wide screens (spec §2.2), with the unread dots of Home, My Orders and RFPs. */
export function HeaderNav({ marks, onContact }: { marks: NavMarks; onContact: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
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
            rightSection={link.mark && marks[link.mark] ? <UnreadDot show /> : undefined}
          >
            {t(link.label)}
          </Button>
        );
      })}
      <Button variant="subtle" color="dark" px="sm" onClick={onContact}>
        {t('nav.contact')}
      </Button>
    </Group>
  );
}

/** The same links in the burger drawer on phones and tablets, dots included. */
export function DrawerNav({ marks, onContact }: { marks: NavMarks; onContact: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Stack gap={4}>
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          component={Link}
          to={link.to}
          label={
            <Group gap={8} wrap="nowrap" component="span">
              {t(link.label)}
              <UnreadDot show={Boolean(link.mark && marks[link.mark])} />
            </Group>
          }
          leftSection={<link.icon size={20} />}
          active={isActive(pathname, link.to)}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
      <NavLink label={t('nav.contact')} leftSection={<IconHeadset size={20} />} onClick={onContact} style={{ borderRadius: 'var(--mantine-radius-md)' }} />
    </Stack>
  );
}

/** On a phone the links hide behind the burger: a dot on it says there is news inside. */
export function BurgerDot({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box
      component="span"
      aria-hidden
      pos="absolute"
      top={4}
      w={8}
      h={8}
      bg="red.6"
      style={{ insetInlineEnd: 2, borderRadius: '50%', pointerEvents: 'none' }}
      data-testid="burger-dot"
    />
  );
}

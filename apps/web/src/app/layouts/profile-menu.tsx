import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconFileText, IconLogout, IconShieldLock, IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '@portal/web-kit/file-url';
import type { SessionUser } from '../../lib/session.ts';

function initials(name: string) {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')
    .toUpperCase();
}

type Props = { user: SessionUser; photo?: string | null; onLogout: () => void; loggingOut: boolean };

/** The uploaded profile photo (fetched with the session, lib/file-url.ts), else the initials. */
function HeaderAvatar({ user, photo }: { user: SessionUser; photo: string | null }) {
  const { src } = useFileUrl(photo);
  return (
    <Avatar color="blue" radius="xl" size={34} src={src} alt="" data-testid="header-avatar">
      {initials(user.name || user.email)}
    </Avatar>
  );
}

/** Spec §2.2: View / Edit Profile, Terms, Privacy, Logout. */
export function ProfileMenu({ user, photo = null, onLogout, loggingOut }: Props) {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('profileMenu.label')} style={{ borderRadius: 999 }} p={4}>
          <Group gap={8} wrap="nowrap">
            <HeaderAvatar user={user} photo={photo} />
            <Text size="sm" fw={600} maw={140} truncate visibleFrom="sm">
              {user.name || user.email}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" truncate dir="ltr" ta="start">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserEdit size={18} />}>
          {t('profileMenu.viewEdit')}
        </Menu.Item>
        <Menu.Item component={Link} to="/termscondition" leftSection={<IconFileText size={18} />}>
          {t('profileMenu.terms')}
        </Menu.Item>
        <Menu.Item component={Link} to="/privacypolicy" leftSection={<IconShieldLock size={18} />}>
          {t('profileMenu.privacy')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? t('profileMenu.loggingOut') : t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { useState } from 'react';
import { ActionIcon, Badge, Box, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notificationTarget, targetHref } from '@portal/contract/notification-routes';
import { hardNavigate } from '@portal/web-kit/hard-navigate';
import { useReadNotification } from '../api/read-notification.ts';
import { badgeLabel, unreadMarks } from '../../../api/notifications/notification-feed.ts';
import type { NotificationFeed, NotificationItem } from '../../../api/notifications/notification-types.ts';
import { MessageModal } from './message-modal.tsx';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The bell with its unread count and the dropdown (spec §2.2). A click marks the notification read and
 * goes where §4.3 says; the done events go to payment with a full page load, as the spec reloads there.
 */
export function NotificationBell({ feed, failed }: { feed: NotificationFeed | undefined; failed: boolean }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const read = useReadNotification();
  const [opened, setOpened] = useState(false);
  const [message, setMessage] = useState<NotificationItem | null>(null);
  const { unread } = unreadMarks(feed);
  const badge = badgeLabel(unread);

  const open = async (n: NotificationItem) => {
    setOpened(false);
    // The server sends the target; the shared table is the same rule should a row come without it.
    const target = n.target !== undefined ? n.target : notificationTarget(n);
    if (!target) {
      if (!n.isRead) read.mutate(n.id);
      setMessage(n);
      return;
    }
    const href = targetHref(target);
    if (n.event === 'DONE') {
      // A full load would cut the request short: the read is sent first.
      if (!n.isRead) await read.mutateAsync(n.id).catch(() => {});
      hardNavigate(href);
      return;
    }
    if (!n.isRead) read.mutate(n.id);
    void navigate(href);
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(400px, calc(100vw - 16px))"
        shadow="lg"
        radius="md"
        withinPortal
        trapFocus
        returnFocus
        offset={6}
      >
        <Box pos="relative" display="inline-flex">
          {/* The button is the target: Popover puts aria-expanded and aria-controls on it, where they are allowed. */}
          <Popover.Target>
            <ActionIcon
              variant={opened ? 'light' : 'subtle'}
              color="dark"
              size="lg"
              radius="xl"
              onClick={() => setOpened((o) => !o)}
              aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
              aria-haspopup="dialog"
              data-testid="notification-bell"
            >
              <IconBell size={22} />
            </ActionIcon>
          </Popover.Target>
          {badge && (
            <Badge
              data-testid="notification-badge"
              aria-hidden
              color="red"
              size="xs"
              radius="xl"
              px={4}
              miw={18}
              pos="absolute"
              top={-5}
              style={{ insetInlineEnd: -9, pointerEvents: 'none', border: '2px solid white', boxSizing: 'content-box' }}
            >
              {badge}
            </Badge>
          )}
        </Box>
        <Popover.Dropdown p={0} data-testid="notification-panel">
          <NotificationPanel feed={feed} failed={failed} onOpen={(n) => void open(n)} />
        </Popover.Dropdown>
      </Popover>
      <MessageModal item={message} onClose={() => setMessage(null)} />
    </>
  );
}

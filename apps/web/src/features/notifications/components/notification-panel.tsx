import { useEffect, useRef, useState } from 'react';
import { Button, Center, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDismissNotification } from '../api/dismiss-notification.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import type { NotificationFeed, NotificationItem } from '../../../api/notifications/notification-types.ts';
import { NotificationRow } from './notification-row.tsx';

/** What the bell opens: mark all as read, then the list, each row dismissable (spec §2.2). */
export function NotificationPanel({ feed, failed, onOpen }: { feed: NotificationFeed | undefined; failed: boolean; onOpen: (n: NotificationItem) => void }) {
  const { t } = useTranslation('notifications');
  const readAll = useReadAllNotifications();
  const dismiss = useDismissNotification();
  const now = useMinuteClock();
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nothingUnread = !feed || feed.unreadNotifications === 0;

  // The focused control goes away with its row (or turns inert): focus moves on, so the keyboard,
  // Escape included, keeps working in the open panel.
  const dismissAt = (index: number, id: number) => {
    dismiss.mutate(id);
    requestAnimationFrame(() => {
      const rows = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-row-open]');
      (rows?.[index] ?? rows?.[index - 1] ?? headingRef.current)?.focus();
    });
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={2} fz="md" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} />}
          // data-disabled rather than disabled: the button keeps the focus it has when it empties the count.
          data-disabled={nothingUnread || undefined}
          aria-disabled={nothingUnread}
          onClick={() => !nothingUnread && readAll.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {!feed ? (
        failed ? (
          <Text size="sm" c="dimmed" p="md">
            {t('loadFailed')}
          </Text>
        ) : (
          <Stack p="md" gap="sm">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        )
      ) : feed.list.length === 0 ? (
        <Center py="xl" px="md">
          <Stack align="center" gap={6}>
            <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
              <IconBellOff size={26} />
            </ThemeIcon>
            <Text fw={600}>{t('empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('emptyHint')}
            </Text>
          </Stack>
        </Center>
      ) : (
        <ScrollArea.Autosize mah="min(440px, 65dvh)" type="auto">
          <Stack component="ul" ref={listRef} gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
            {feed.list.map((n, i) => (
              <NotificationRow key={n.id} item={n} now={now} onOpen={() => onOpen(n)} onDismiss={() => dismissAt(i, n.id)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/** "5 minutes ago" moves on while the panel stays open, though the list (a 304) does not change. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

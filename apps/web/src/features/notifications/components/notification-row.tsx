import { Box, CloseButton, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@portal/web-kit/i18n';
import { dateTime, timeAgo } from '@portal/web-kit/relative-time';
import type { NotificationItem } from '../../../api/notifications/notification-types.ts';

/** The server's title, or the order type's name when an event came without one. */
export function useNotificationTitle() {
  const { t } = useTranslation('notifications');
  return (n: NotificationItem) => n.title || t(`types.${n.type}`);
}

export function NotificationRow({ item, now, onOpen, onDismiss }: { item: NotificationItem; now: number; onOpen: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('notifications');
  const lang = currentLang();
  const title = useNotificationTitle()(item);
  const unread = !item.isRead;
  return (
    <Group
      component="li"
      gap={4}
      wrap="nowrap"
      align="flex-start"
      px="sm"
      py={10}
      bg={unread ? 'blue.0' : undefined}
      data-unread={unread || undefined}
      data-testid="notification-row"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Box w={10} pt={7} style={{ flex: 'none' }}>
        {unread && <Box w={8} h={8} bg="blue.6" style={{ borderRadius: '50%' }} title={t('unread')} />}
      </Box>
      <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} py={2} data-row-open>
        <Stack gap={2}>
          <Text size="sm" fw={unread ? 700 : 500} lineClamp={1}>
            {title}
          </Text>
          <Text size="sm" c={unread ? 'dark.6' : 'dimmed'} lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {item.body}
          </Text>
          <Tooltip label={dateTime(item.createdAt, lang)} openDelay={400} withinPortal>
            <Text size="xs" c="dimmed" component="time" dateTime={new Date(item.createdAt * 1000).toISOString()} w="fit-content">
              {timeAgo(item.createdAt, lang, now)}
            </Text>
          </Tooltip>
        </Stack>
      </UnstyledButton>
      <CloseButton size="sm" aria-label={t('dismiss', { title })} onClick={onDismiss} />
    </Group>
  );
}

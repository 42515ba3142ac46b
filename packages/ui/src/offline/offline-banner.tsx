import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type OfflineBannerProps = {
  offline: boolean;
  /** What waits on this device to be sent, as the user should read it ("Rating of order 512"). */
  waiting: string[];
  onSendNow: () => void;
  sending: boolean;
};

/**
 * Says that the network is down and that what is shown is what was seen last, and lists the writes waiting to be
 * sent (issues 18.7, 19.5). Nothing when online with nothing waiting.
 */
export function OfflineBanner({ offline, waiting, onSendNow, sending }: OfflineBannerProps) {
  const { t } = useTranslation('offline');
  if (!offline && waiting.length === 0) return null;
  return (
    <Alert
      role="status"
      color={offline ? 'orange' : 'blue'}
      radius={0}
      icon={offline ? <IconCloudOff size={20} /> : <IconClockHour4 size={20} />}
      title={offline ? t('offlineTitle') : t('waitingTitle', { count: waiting.length })}
    >
      <Stack gap={6}>
        {offline && <Text size="sm">{t('offlineHint')}</Text>}
        {waiting.length > 0 && (
          <>
            {offline && (
              <Text size="sm" fw={600}>
                {t('waitingTitle', { count: waiting.length })}
              </Text>
            )}
            <List size="sm" spacing={2}>
              {waiting.map((w, i) => (
                <List.Item key={i}>{w}</List.Item>
              ))}
            </List>
            {!offline && (
              <Button size="xs" variant="white" onClick={onSendNow} loading={sending} w="fit-content">
                {t('sendNow')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}

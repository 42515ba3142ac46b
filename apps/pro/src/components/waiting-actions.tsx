import { Alert, List, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQueuedActions } from '../lib/offline-queue.ts';

/** What the provider did offline and is waiting to be sent (issue 18 point 7). Nothing when the queue is empty. */
export function WaitingActions() {
  const { t } = useTranslation('jobs');
  const queued = useQueuedActions();
  if (queued.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconCloudUpload size={18} />} title={t('offline.waitingTitle', { count: queued.length })} data-testid="waiting-actions">
      <Text size="sm" mb={4}>
        {t('offline.waitingBody')}
      </Text>
      <List size="sm">
        {queued.map((a) => (
          <List.Item key={a.id}>{t(a.label.key, a.label.values)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

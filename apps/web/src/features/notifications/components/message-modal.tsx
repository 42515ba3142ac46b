import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '../../../api/notifications/notification-types.ts';
import { useNotificationTitle } from './notification-row.tsx';

/** Spec §2.2: a plain message (type SN) leads nowhere; its whole body opens here. Plain text, never HTML. */
export function MessageModal({ item, onClose }: { item: NotificationItem | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const title = useNotificationTitle();
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? title(item) : ''} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Text style={{ whiteSpace: 'pre-line' }}>{item?.body}</Text>
    </Modal>
  );
}

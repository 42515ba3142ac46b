import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The header links' mark (spec §2.2); a screen reader hears "new updates" instead. */
export function UnreadDot({ show }: { show: boolean }) {
  const { t } = useTranslation('notifications');
  if (!show) return null;
  return (
    <>
      <Box component="span" data-testid="unread-dot" aria-hidden w={8} h={8} bg="red.6" display="inline-block" style={{ borderRadius: '50%', flex: 'none' }} />
      <VisuallyHidden>{t('newUpdates')}</VisuallyHidden>
    </>
  );
}

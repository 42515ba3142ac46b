import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@portal/web-kit/online-status';

/** Shown while the phone has no network: what is on screen is the last copy. */
export function OfflineBadge() {
  const { t } = useTranslation('jobs');
  const online = useOnline();
  if (online) return null;
  return (
    <Badge color="gray" variant="filled" role="status">
      {t('offline.badge')}
    </Badge>
  );
}

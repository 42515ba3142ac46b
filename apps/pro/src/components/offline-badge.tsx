import { useSyncExternalStore } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const subscribe = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

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

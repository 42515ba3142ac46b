import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4.1 'Late': shown beside the status badge when the appointment has passed and the provider is not on the
 * way yet (the order view's isLate, computed on the server's clock).
 */
export function LateBadge(props: Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('orders');
  return (
    <Badge
      variant="filled"
      color="red.7"
      tt="none"
      radius="sm"
      title={t('lateDetail')}
      data-late
      leftSection={<IconClockExclamation size={14} aria-hidden />}
      {...props}
    >
      {t('late')}
    </Badge>
  );
}

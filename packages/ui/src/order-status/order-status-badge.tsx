import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@portal/contract/codes';
import { STATUS_COLOR } from './status-color.ts';

/**
 * An order's status in words (spec §4.1). Waiting payment reads 'under progress' as the spec says; its
 * own meaning stays in the title for those who point at it.
 */
export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('orders');
  return (
    <Badge
      variant="light"
      tt="none"
      radius="sm"
      color={STATUS_COLOR[status]}
      title={t(`statusDetail.${status}`)}
      data-status={status}
      {...props}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

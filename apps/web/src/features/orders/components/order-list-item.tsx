import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarEvent, IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateLine } from '../../../components/order-list/date-line.tsx';
import { LIMITS } from '@portal/contract/limits';
import type { Lang } from '@portal/contract/lang';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { ListItemCard } from '../../../components/order-list/list-item-card.tsx';
import { ProviderLine } from '../../../components/order-list/provider-line.tsx';
import { formatOrderDate } from '@portal/web-kit/format-order';
import type { Order } from '../order-types.ts';

export const orderItemId = (type: Order['type'], id: number) => `order-${type}-${id}`;

/**
 * One order in a list (spec §2.7): description (the whole text in a tooltip past 135 characters), status,
 * start and end dates, and the provider with its rating, hidden while no provider has taken the order.
 */
export function OrderListItem({ order, onOpen, highlighted }: { order: Order; onOpen: (o: Order) => void; highlighted: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const p = order.serviceProviderId;
  const long = order.description.length > LIMITS.descriptionTooltipFrom;
  const description = (
    <Text fw={600} lineClamp={2} dir="auto" ta="start" style={{ overflowWrap: 'anywhere' }}>
      {order.description}
    </Text>
  );

  return (
    <ListItemCard
      id={orderItemId(order.type, order.id)}
      highlighted={highlighted}
      label={t('list.open', { no: order.orderNo })}
      onOpen={() => onOpen(order)}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('list.orderNo')} <bdi dir="ltr">{order.orderNo}</bdi>
            {order.subCategoryId?.name ? (
              <>
                {' '}
                · <bdi>{order.subCategoryId.name}</bdi>
              </>
            ) : (
              ''
            )}
          </Text>
          {long ? (
            <Tooltip
              label={order.description}
              multiline
              w={320}
              withArrow
              openDelay={200}
              events={{ hover: true, focus: true, touch: true }}
            >
              {description}
            </Tooltip>
          ) : (
            description
          )}
        </Stack>
        <OrderStatusBadge status={order.status} style={{ flexShrink: 0 }} />
      </Group>
      <Group gap="lg">
        <DateLine
          icon={<IconCalendarEvent size={16} aria-hidden />}
          label={t('list.start')}
          value={formatOrderDate(order.startDate ?? order.createdAt, lang)}
        />
        <DateLine icon={<IconCalendarCheck size={16} aria-hidden />} label={t('list.end')} value={formatOrderDate(order.endDate, lang)} />
      </Group>
      {p && <ProviderLine name={p.name} photo={p.profilePhoto} rating={p.rating ?? order.rating} total={p.total ?? order.total} />}
    </ListItemCard>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACTIVE_STATUSES, RECENT_STATUSES } from '@portal/contract/order-state-machine';
import { errorText } from '../../../lib/toast.ts';
import { useOrderList } from '../api/get-order-lists.ts';
import { buildListQuery, EMPTY_FILTER, filterIsSet, type OrderFilter } from '../../../lib/list-query.ts';
import type { Order } from '../order-types.ts';
import { OrderFilterModal } from '../../../components/order-filter/order-filter-modal.tsx';
import { OrderListItem, orderItemId } from './order-list-item.tsx';

type Props = {
  type: 'E' | 'T';
  active: boolean;
  /** An order to scroll to and mark (from the address), if it is in this list. */
  targetId: number | null;
  onOpen: (o: Order) => void;
};

/** One of the two lists of a tab (spec §2.7, §4.2): active or recent, with its own filter. */
export function OrderListSection({ type, active, targetId, onOpen }: Props) {
  const { t } = useTranslation(['orders', 'common']);
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useOrderList(type, buildListQuery(active, filter));
  const which = active ? 'active' : 'recent';
  const title = t(`orders:list.${which}`);
  const headingId = `orders-${type}-${which}`;

  // Scroll to the order named in the address once it is listed; the mark stays so the eye finds it.
  const scrolled = useRef<number | null>(null);
  const found = targetId !== null && Boolean(list.data?.some((o) => o.id === targetId));
  useEffect(() => {
    if (!found || scrolled.current === targetId) return;
    scrolled.current = targetId;
    document.getElementById(orderItemId(type, targetId!))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [found, targetId, type]);

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={132} radius="lg" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('orders:list.loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(list.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data.length) {
    body = (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconClipboardList size={26} />
          </ThemeIcon>
          <Text c="dimmed">{filterIsSet(filter) ? t('orders:list.noMatch') : t(`orders:list.empty.${which}`)}</Text>
          {filterIsSet(filter) && (
            <Button size="xs" variant="subtle" onClick={() => setFilter(EMPTY_FILTER)}>
              {t('orders:filter.reset')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.map((o) => (
          <OrderListItem key={o.id} order={o} onOpen={onOpen} highlighted={o.id === targetId} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {list.data && (
            <Badge variant="light" color="gray" circle={list.data.length < 10}>
              {list.data.length}
            </Badge>
          )}
        </Group>
        <Button
          variant={filterIsSet(filter) ? 'light' : 'default'}
          size="xs"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setFilterOpen(true)}
          aria-label={t('orders:filter.openFor', { list: title })}
        >
          {t('orders:filter.button')}
          {filterIsSet(filter) ? ' •' : ''}
        </Button>
      </Group>
      {body}
      <OrderFilterModal
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={filter}
        onApply={setFilter}
        statuses={active ? ACTIVE_STATUSES[type] : RECENT_STATUSES[type]}
        title={t('orders:filter.title', { list: title })}
      />
    </Stack>
  );
}

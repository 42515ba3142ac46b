import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconAlertTriangle, IconFileDescription } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@portal/contract/codes';
import type { RfpSummary } from '@portal/contract/rfps';
import { OrderFilterModal } from '../../../components/order-filter/order-filter-modal.tsx';
import { EMPTY_FILTER, filterIsSet, type OrderFilter } from '../../../lib/list-query.ts';
import { errorText } from '../../../lib/toast.ts';
import { RfpListItem, rfpItemId } from './rfp-list-item.tsx';

type Props = {
  id: string;
  title: string;
  emptyText: string;
  /** The list for a filter: the section holds the filter, the caller the call. */
  useList: (filter: OrderFilter) => UseQueryResult<RfpSummary[]>;
  /** Statuses offered in the filter (spec §4.2); none hides the status choice (RFPs receiving proposals). */
  statuses: readonly OrderStatus[];
  targetId: number | null;
  onOpen: (r: RfpSummary) => void;
  receiving?: boolean;
};

/** One list of RFPs with its own filter, empty state and scrolling to the RFP named in the address. */
export function RfpListSection({ id, title, emptyText, useList, statuses, targetId, onOpen, receiving }: Props) {
  const { t } = useTranslation(['rfps', 'orders', 'common']);
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const list = useList(filter);

  const scrolled = useRef<number | null>(null);
  const found = targetId !== null && Boolean(list.data?.some((r) => r.id === targetId));
  useEffect(() => {
    if (!found || scrolled.current === targetId) return;
    scrolled.current = targetId;
    document.getElementById(rfpItemId(targetId!))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [found, targetId]);

  let body;
  if (list.isPending)
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={120} radius="lg" />
        ))}
      </Stack>
    );
  else if (list.isError)
    body = (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('rfps:list.loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(list.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (!list.data.length)
    body = (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconFileDescription size={26} />
          </ThemeIcon>
          <Text c="dimmed">{filterIsSet(filter) ? t('rfps:list.noMatch') : emptyText}</Text>
          {filterIsSet(filter) && (
            <Button size="xs" variant="subtle" onClick={() => setFilter(EMPTY_FILTER)}>
              {t('orders:filter.reset')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.map((r) => (
          <RfpListItem key={r.id} rfp={r} onOpen={onOpen} highlighted={r.id === targetId} receiving={receiving} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={2} fz="lg" id={id}>
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
        statuses={statuses}
        title={t('orders:filter.title', { list: title })}
      />
    </Stack>
  );
}

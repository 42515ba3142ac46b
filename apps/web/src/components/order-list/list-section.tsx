import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../load-error-alert.tsx';

type Props<T> = {
  id: string;
  title: string;
  list: UseQueryResult<T[]>;
  renderItem: (item: T) => ReactNode;
  /** Words of this list: the empty state, and the failure's title. */
  emptyText: string;
  loadErrorText: string;
  noMatchText: string;
  emptyIcon: ReactNode;
  filterSet: boolean;
  onOpenFilter: () => void;
  onResetFilter: () => void;
  skeletonHeight?: number;
};

/**
 * One list of orders or RFPs (spec §2.7, §2.9, §4.2): its heading with the count and the filter button, then
 * skeletons, a failure to retry, an empty state (which offers to reset a filter that hides everything) or the items.
 */
export function ListSection<T>(p: Props<T>) {
  const { t } = useTranslation(['orders', 'common']);
  const { list } = p;
  let body;
  if (list.isPending)
    body = (
      <Stack gap="sm" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={p.skeletonHeight ?? 132} radius="lg" />
        ))}
      </Stack>
    );
  else if (list.isError)
    body = (
      <LoadErrorAlert title={p.loadErrorText} query={list} />
    );
  else if (!list.data.length)
    body = (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            {p.emptyIcon}
          </ThemeIcon>
          <Text c="dimmed">{p.filterSet ? p.noMatchText : p.emptyText}</Text>
          {p.filterSet && (
            <Button size="xs" variant="subtle" onClick={p.onResetFilter}>
              {t('orders:filter.reset')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.map(p.renderItem)}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={p.id}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={2} fz="lg" id={p.id}>
            {p.title}
          </Title>
          {list.data && (
            <Badge variant="light" color="gray" circle={list.data.length < 10}>
              {list.data.length}
            </Badge>
          )}
        </Group>
        <Button
          variant={p.filterSet ? 'light' : 'default'}
          size="xs"
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={p.onOpenFilter}
          aria-label={t('orders:filter.openFor', { list: p.title })}
        >
          {t('orders:filter.button')}
          {p.filterSet ? ' •' : ''}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

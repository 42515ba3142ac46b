import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, MultiSelect, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, ORDER_TYPES } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { endOfAmmanDayUnix, startOfAmmanDayUnix } from '@portal/web-kit/amman-time';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { dayOf, useUrlFilters } from '../../../components/url-filters.ts';
import { FILTER_KEYS, useOrderList, type OrderFilters } from '../api/orders.ts';

function FilterForm({ filters, onApply }: { filters: OrderFilters; onApply: (f: OrderFilters) => void }) {
  const { t } = useTranslation('desk');
  const { t: ts } = useTranslation('orders');
  const [q, setQ] = useState(filters.q ?? '');
  const [types, setTypes] = useState<string[]>(filters.type?.split(',') ?? []);
  const [statuses, setStatuses] = useState<string[]>(filters.status?.split(',') ?? []);
  const [from, setFrom] = useState(dayOf(filters.from));
  const [to, setTo] = useState(filters.to ? dayOf(String(Number(filters.to) - 1)) : '');
  const [area, setArea] = useState(filters.area ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      // Filters the form does not show (customer, provider, accepted, status changed) stay as the link gave them.
      ...filters,
      q: q.trim(),
      type: types.join(','),
      status: statuses.join(','),
      from: from ? String(startOfAmmanDayUnix(from)) : '',
      to: to ? String(endOfAmmanDayUnix(to) + 1) : '',
      area: area.trim(),
    });
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('filters')}>
      <Stack gap="sm">
        <TextInput
          label={t('search')}
          description={t('searchHint')}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
        />
        <Group grow align="start" wrap="wrap">
          <MultiSelect label={t('mode')} data={ORDER_TYPES.map((v) => ({ value: v, label: t(`modes.${v}`) }))} value={types} onChange={setTypes} clearable miw={180} />
          <MultiSelect
            label={t('status')}
            data={ORDER_STATUSES.map((v) => ({ value: v, label: ts(`status.${v}`) }))}
            value={statuses}
            onChange={setStatuses}
            clearable
            searchable
            miw={200}
          />
          <TextInput type="date" label={t('from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} miw={150} />
          <TextInput type="date" label={t('to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} miw={150} />
          <TextInput label={t('area')} value={area} onChange={(e) => setArea(e.currentTarget.value)} maxLength={50} miw={150} />
        </Group>
        <Group gap="sm">
          <Button type="submit">{t('apply')}</Button>
          <Button
            variant="default"
            onClick={() => {
              setQ('');
              setTypes([]);
              setStatuses([]);
              setFrom('');
              setTo('');
              setArea('');
              onApply({});
            }}
          >
            {t('clear')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One list of every order (E, T, R): search, filters in the URL, newest first, "more" by keyset. */
export function OrdersPage() {
  const { t, i18n } = useTranslation('desk');
  const lang = i18n.language as Lang;
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const list = useOrderList(filters);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const extra = ['customerId', 'providerId', 'accepted', 'cashMismatch', 'changedFrom', 'changedTo'].filter((k) => filters[k as keyof OrderFilters]);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('ordersTitle')}
      </Title>
      {/* The key resets the form when a link (the dashboard, the back button) changes the filters. */}
      <FilterForm key={JSON.stringify(filters)} filters={filters} onApply={setFilters} />
      {extra.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('moreFilters', { list: extra.map((k) => t(`filter.${k}`)).join(', ') })}
        </Text>
      )}
      {list.isPending && <Skeleton h={240} aria-label={t('loading')} />}
      {list.isError && <Alert color="red" title={t('loadFailed')} />}
      {list.data && rows.length === 0 && (
        <Alert color="gray" title={t('emptyTitle')}>
          {t('emptyBody')}
        </Alert>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover withTableBorder aria-label={t('ordersTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('number')}</Table.Th>
                <Table.Th scope="col">{t('mode')}</Table.Th>
                <Table.Th scope="col">{t('status')}</Table.Th>
                <Table.Th scope="col">{t('customer')}</Table.Th>
                <Table.Th scope="col">{t('provider')}</Table.Th>
                <Table.Th scope="col">{t('area')}</Table.Th>
                <Table.Th scope="col">{t('created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${o.id}`} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {o.orderNo}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`modes.${o.type}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <OrderStatusBadge status={o.status} />
                      {o.cashMismatch && (
                        <Badge color="orange" variant="light" size="sm">
                          {t('cashMismatchBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{o.customer.name}</Text>
                    <Text size="xs" c="dimmed" dir="ltr" ta="start">
                      {o.phone}
                    </Text>
                  </Table.Td>
                  <Table.Td>{o.provider?.name ?? '—'}</Table.Td>
                  <Table.Td>{o.area}</Table.Td>
                  <Table.Td>{formatOrderDate(o.createdAt, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.hasNextPage && (
        <Group>
          <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

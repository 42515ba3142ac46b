import { useState } from 'react';
import { Anchor, Button, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickLang, type Lang } from '@portal/contract/lang';
import { AccountStatusBadge } from '../../components/account-status-badge.tsx';
import { useOpsSession } from '../../lib/session.ts';
import { useProviders } from './providers-api.ts';

/** Providers: search by name or e-mail, filter by status; each row opens the provider. */
export function ProvidersPage() {
  const { t, i18n } = useTranslation('people');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useProviders(debounced, status, page);
  const admin = useOpsSession()?.user.role === 'admin';
  const data = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">{t('providers.title')}</Title>
        {admin && <Button component={Link} to="/providers/new">{t('providers.new')}</Button>}
      </Group>
      <Group align="flex-end">
        <TextInput label={t('search')} value={q} onChange={(e) => { setQ(e.currentTarget.value); setPage(1); }} w={{ base: '100%', sm: 280 }} />
        <Select
          label={t('status')}
          value={status}
          onChange={(v) => { setStatus(v ?? ''); setPage(1); }}
          data={[{ value: '', label: t('all') }, ...(['active', 'suspended', 'deleted'] as const).map((s) => ({ value: s, label: t(`accountStatus.${s}`) }))]}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {data && data.list.length === 0 ? (
        <Text c="dimmed">{t('providers.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('email')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
                <Table.Th>{t('providers.rating')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/providers/${p.id}`}>{pickLang(p.name, i18n.language as Lang)}</Anchor>
                  </Table.Td>
                  <Table.Td dir="ltr">{p.email}</Table.Td>
                  <Table.Td><AccountStatusBadge status={p.status} /></Table.Td>
                  <Table.Td>{p.rating.toFixed(1)} ({p.total})</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.limit && <Pagination total={Math.ceil(data.total / data.limit)} value={page} onChange={setPage} getControlProps={(p) => ({ 'aria-label': t('page', { page: p }) })} />}
    </Stack>
  );
}

import { useState } from 'react';
import { Anchor, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountStatusBadge } from '../../components/account-status-badge.tsx';
import { useCustomers } from './customers-api.ts';

/** Customers: search by name, company, e-mail or phone; each row opens the customer. */
export function CustomersPage() {
  const { t } = useTranslation('people');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const { data } = useCustomers(debounced, page);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">{t('customers.title')}</Title>
      <TextInput label={t('customers.search')} value={q} onChange={(e) => { setQ(e.currentTarget.value); setPage(1); }} maw={360} />
      {data && data.list.length === 0 ? (
        <Text c="dimmed">{t('customers.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('customers.company')}</Table.Th>
                <Table.Th>{t('email')}</Table.Th>
                <Table.Th>{t('common:phone')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td><Anchor component={Link} to={`/customers/${c.id}`}>{c.name}</Anchor></Table.Td>
                  <Table.Td>{c.companyName}</Table.Td>
                  <Table.Td dir="ltr">{c.email}</Table.Td>
                  <Table.Td dir="ltr">{c.phone}</Table.Td>
                  <Table.Td><AccountStatusBadge status={c.status} /></Table.Td>
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

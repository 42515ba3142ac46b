import { useState } from 'react';
import { Anchor, Badge, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_STATUSES } from '@portal/contract/complaints';
import { when } from '../../components/format.ts';
import { useComplaints } from './complaints-api.ts';

/** The complaint queue: by status, each report opens its case. */
export function ComplaintsPage() {
  const { t } = useTranslation('people');
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const { data } = useComplaints(status, page);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">{t('complaints.title')}</Title>
      <SegmentedControl
        aria-label={t('status')}
        value={status}
        onChange={(v) => { setStatus(v); setPage(1); }}
        data={[...COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`complaintStatus.${s}`) })), { value: '', label: t('all') }]}
        w="fit-content"
      />
      {data && data.list.length === 0 ? (
        <Text c="dimmed">{t('complaints.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('complaints.reference')}</Table.Th>
                <Table.Th>{t('complaints.customer')}</Table.Th>
                <Table.Th>{t('complaints.reason')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
                <Table.Th>{t('complaints.assignedTo')}</Table.Th>
                <Table.Th>{t('complaints.received')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.list.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td><Anchor component={Link} to={`/complaints/${c.id}`}>{c.reference}</Anchor></Table.Td>
                  <Table.Td>{c.customer.name ?? c.customer.email}</Table.Td>
                  <Table.Td>{t(`complaintReason.${c.reason}`, { defaultValue: c.reason })}</Table.Td>
                  <Table.Td><Badge variant="light" tt="none">{t(`complaintStatus.${c.status}`)}</Badge></Table.Td>
                  <Table.Td dir="ltr">{c.assignedTo?.email ?? '—'}</Table.Td>
                  <Table.Td>{when(c.createdAt)}</Table.Td>
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

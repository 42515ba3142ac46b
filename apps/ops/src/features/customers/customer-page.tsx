import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pickLang, type Lang } from '@portal/contract/lang';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { AccountStatusBadge } from '../../components/account-status-badge.tsx';
import { when } from '../../components/format.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useOpsSession } from '../../lib/session.ts';
import { useCustomer, useCustomerAction } from './customers-api.ts';

type Action = 'suspend' | 'reactivate' | 'delete';

/** One customer: profile, orders, reports, cancellations per month (flagged over 2) and the account actions. */
export function CustomerPage() {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const id = Number(useParams().id);
  const admin = useOpsSession()?.user.role === 'admin';
  const customer = useCustomer(id);
  const action = useCustomerAction(id);
  const [asking, setAsking] = useState<Action | null>(null);
  const c = customer.data;
  if (customer.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  if (!c) return <Text>{t('common:loading')}</Text>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">{c.name}</Title>
          <Group gap="xs">
            <AccountStatusBadge status={c.status} />
            <Text c="dimmed" dir="ltr">{c.email}</Text>
            <Text c="dimmed" dir="ltr">{c.phone}</Text>
          </Group>
          {c.statusReason && <Text size="sm">{t('lastReason', { reason: c.statusReason })}</Text>}
        </Stack>
        {admin && c.status !== 'deleted' && (
          <Group gap="xs">
            {c.status === 'active' ? (
              <Button color="orange" onClick={() => setAsking('suspend')}>{t('customers.suspend')}</Button>
            ) : (
              <Button onClick={() => setAsking('reactivate')}>{t('customers.reactivate')}</Button>
            )}
            <Button color="red" variant="outline" onClick={() => setAsking('delete')}>{t('customers.delete')}</Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="profile">
          <Title order={2} fz="h4" id="profile" mb="xs">{t('customers.profile')}</Title>
          <Text size="sm">{c.companyName}{c.customerType ? ` · ${pickLang(c.customerType, lang)}` : ''}</Text>
          <Text size="sm">{c.industries.map((i) => pickLang(i, lang)).join('، ')}</Text>
          <Text size="sm">{[c.branchName, c.area, c.city, c.country].join(' · ')}</Text>
          <Text size="sm">{c.marketingOptOut ? t('customers.optedOut') : t('customers.optedIn')}</Text>
        </Card>
        <Card withBorder component="section" aria-labelledby="cancels">
          <Title order={2} fz="h4" id="cancels" mb="xs">{t('customers.cancellations')}</Title>
          {c.cancellations.length === 0 ? (
            <Text c="dimmed" size="sm">{t('customers.noCancellations')}</Text>
          ) : (
            <List>
              {c.cancellations.map((m) => (
                <List.Item key={m.month}>
                  {t('perMonth', { month: m.month, count: m.count })} {m.flagged && <Badge color="red" variant="light" tt="none">{t('customers.flagged')}</Badge>}
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="orders">
        <Title order={2} fz="h4" id="orders" mb="xs">{t('customers.orders')}</Title>
        {c.orders.length === 0 ? (
          <Text c="dimmed" size="sm">{t('customers.noOrders')}</Text>
        ) : (
          <List>{c.orders.map((o) => <List.Item key={o.id}><Anchor href={`/ops/orders/${o.id}`}>#{o.orderNo}</Anchor> · {o.type} · {o.status} · {when(o.createdAt)}</List.Item>)}</List>
        )}
      </Card>
      <Card withBorder component="section" aria-labelledby="reports">
        <Title order={2} fz="h4" id="reports" mb="xs">{t('customers.complaints')}</Title>
        {c.complaints.length === 0 ? (
          <Text c="dimmed" size="sm">{t('customers.noComplaints')}</Text>
        ) : (
          <List>{c.complaints.map((r) => <List.Item key={r.id}><Anchor component={Link} to={`/complaints/${r.id}`}>{r.reference}</Anchor> · {t(`complaintStatus.${r.status}`)} · {when(r.createdAt)}</List.Item>)}</List>
        )}
      </Card>
      {asking && (
        <ReasonDialog
          opened
          title={t(`customers.${asking}Title`, { name: c.name })}
          confirmLabel={t(`customers.${asking}`)}
          confirmColor={asking === 'reactivate' ? 'blue' : 'red'}
          busy={action.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) =>
            action.mutate({ action: asking, reason }, { onSuccess: ({ message }) => { toastSuccess(message); setAsking(null); }, onError: toastError })
          }
        >
          <Text size="sm">{t(`customers.${asking}Effect`)}</Text>
        </ReasonDialog>
      )}
    </Stack>
  );
}

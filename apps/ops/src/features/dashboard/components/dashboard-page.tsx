import type { ReactNode } from 'react';
import { Alert, Anchor, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, type OrderStatus, type OrderType } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import { DASHBOARD_PERIODS, type DashboardPeriod, type OperatorDashboard } from '@portal/contract/operator-console';
import { formatAmount, formatOrderDate } from '@portal/web-kit/format-order';
import { useDashboard } from '../api/get-dashboard.ts';

const FINAL = 'DONE,CNCL,CBC,CBA,REJT,CLSE';

/** The orders list behind a figure: its filters in the URL, so the operator can refine them and share the link. */
const ordersHref = (filters: Record<string, string | number>) =>
  `/orders?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString()}`;

function Figure({ label, value, to, hint }: { label: string; value: ReactNode; to?: string; hint?: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {to ? (
          <Anchor component={Link} to={to} inherit underline="hover">
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function duration(seconds: number | null, t: (k: string, o?: Record<string, unknown>) => string) {
  if (seconds === null) return '—';
  if (seconds < 60) return t('seconds', { count: seconds });
  if (seconds < 3600) return t('minutes', { count: Math.round(seconds / 60) });
  return t('hours', { count: Math.round((seconds / 3600) * 10) / 10 });
}

function Figures({ d, lang }: { d: OperatorDashboard; lang: Lang }) {
  const { t } = useTranslation('dashboard');
  const { t: ts } = useTranslation('orders');
  const since = { from: d.from };
  const total = d.orders.reduce((n, r) => n + r.count, 0);
  const statuses = [...new Set(d.orders.map((r) => r.status))] as OrderStatus[];
  const count = (type: OrderType, status: OrderStatus) => d.orders.find((r) => r.type === type && r.status === status)?.count ?? 0;
  const cancelled = d.cancellations.reduce((n, c) => n + c.count, 0);
  const fees = d.cancellations.reduce((n, c) => n + c.fees, 0);
  return (
    <Stack gap="lg">
      <section aria-labelledby="dash-overview">
        <Title order={2} fz="h4" id="dash-overview" mb="sm">
          {t('overview')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Figure label={t('ordersCreated')} value={total} to={ordersHref(since)} />
          <Figure label={t('expressTaken')} value={d.express.taken} to={ordersHref({ ...since, type: 'E', accepted: 'true' })} />
          <Figure label={t('expressNotTaken')} value={d.express.notTaken} to={ordersHref({ ...since, type: 'E', accepted: 'false', status: FINAL })} />
          <Figure label={t('expressWaiting')} value={d.express.waiting} to={ordersHref({ ...since, type: 'E', accepted: 'false', status: 'REQD' })} />
          <Figure label={t('medianAccept')} value={duration(d.express.medianAcceptSeconds, t)} hint={t('medianAcceptHint')} />
          <Figure label={t('rfpsOpen')} value={d.rfps.open} to={ordersHref({ type: 'R', status: 'REQD' })} hint={t('proposals', { count: d.rfps.proposals })} />
          <Figure
            label={t('cancellations')}
            value={cancelled}
            to={ordersHref({ status: 'CBC,CNCL,CBA', changedFrom: d.from })}
            hint={t('cancelFees', { amount: formatAmount(fees, lang) })}
          />
          <Figure label={t('openComplaints')} value={d.openComplaints} to="/complaints" />
          <Figure
            label={t('cashMismatches')}
            value={d.cashMismatches.total}
            to={ordersHref({ cashMismatch: 'true' })}
            hint={t('cashMismatchesHint', { count: d.cashMismatches.period })}
          />
          <Figure label={t('providersActive')} value={d.providers.active} to="/providers" hint={t('providersWithOrders', { count: d.providers.withOrders })} />
        </SimpleGrid>
      </section>

      <section aria-labelledby="dash-cancellations">
        <Title order={2} fz="h4" id="dash-cancellations" mb="sm">
          {t('cancellationsBy')}
        </Title>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('who')}</Table.Th>
              <Table.Th scope="col">{t('count')}</Table.Th>
              <Table.Th scope="col">{t('fees')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(['CBC', 'CNCL', 'CBA'] as const).map((status) => {
              const c = d.cancellations.find((x) => x.status === status);
              return (
                <Table.Tr key={status}>
                  <Table.Th scope="row" fw={400}>
                    {t(`cancelledBy.${status}`)}
                  </Table.Th>
                  <Table.Td>
                    <Anchor component={Link} to={ordersHref({ status, changedFrom: d.from })}>
                      {c?.count ?? 0}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t('jod', { amount: formatAmount(c?.fees ?? 0, lang) })}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </section>

      <section aria-labelledby="dash-by-status">
        <Title order={2} fz="h4" id="dash-by-status" mb="sm">
          {t('byModeAndStatus')}
        </Title>
        {statuses.length === 0 ? (
          <Text c="dimmed">{t('noOrders')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('status')}</Table.Th>
                  {ORDER_TYPES.map((type) => (
                    <Table.Th scope="col" key={type}>
                      {t(`mode.${type}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statuses.map((status) => (
                  <Table.Tr key={status}>
                    <Table.Th scope="row" fw={400}>
                      {ts(`status.${status}`)}
                    </Table.Th>
                    {ORDER_TYPES.map((type) => (
                      <Table.Td key={type}>
                        {count(type, status) ? (
                          <Anchor
                            component={Link}
                            to={ordersHref({ ...since, type, status })}
                            aria-label={t('cellLabel', { count: count(type, status), mode: t(`mode.${type}`), status: ts(`status.${status}`) })}
                          >
                            {count(type, status)}
                          </Anchor>
                        ) : (
                          0
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}

/** Today, the last 7 or 30 days (Amman's days): each figure opens the orders behind it. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language as Lang;
  const [params, setParams] = useSearchParams();
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as DashboardPeriod) : 'today';
  const { data, isPending, isError, refetch } = useDashboard(period);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {t('range', { from: formatOrderDate(data.from, lang), to: formatOrderDate(data.to, lang) })}
            </Text>
          )}
        </div>
        <SegmentedControl
          aria-label={t('period')}
          value={period}
          onChange={(value) => setParams(value === 'today' ? {} : { period: value }, { replace: true })}
          data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        />
      </Group>
      {isPending && <Skeleton h={320} aria-label={t('loading')} />}
      {isError && (
        <Alert color="red" title={t('loadFailed')}>
          <Anchor component="button" onClick={() => void refetch()}>
            {t('retry')}
          </Anchor>
        </Alert>
      )}
      {data && <Figures d={data} lang={lang} />}
    </Stack>
  );
}

import { Card, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FINAL_STATUSES } from '@portal/contract/order-state-machine';
import type { ProviderRequest } from '@portal/contract/rfps';
import { useAllRequests } from '../../../api/provider/provider-api.ts';
import { OrderFacts } from '../../../components/order-facts.tsx';
import { WaitingActions } from '../../../components/waiting-actions.tsx';

/** The provider's own work: an order is a job once it is this provider's and past the request. */
export const isJob = (o: ProviderRequest) => o.isMine && o.status !== 'REQD' && o.status !== 'REJT';

/** Jobs (issue 18 point 3): active and past, each opening its page; readable offline (the service worker's copy). */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  const { all, isPending } = useAllRequests();
  const [tab, setTab] = useState<'active' | 'past'>('active');
  const jobs = all
    .filter(isJob)
    .filter((o) => (tab === 'active' ? !FINAL_STATUSES.includes(o.status) : FINAL_STATUSES.includes(o.status)))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('jobs.title')}
      </Title>
      <WaitingActions />
      <SegmentedControl
        fullWidth
        value={tab}
        onChange={(v) => setTab(v as 'active' | 'past')}
        data={[
          { value: 'active', label: t('jobs.active') },
          { value: 'past', label: t('jobs.past') },
        ]}
      />
      {isPending ? null : jobs.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {tab === 'active' ? t('jobs.emptyActive') : t('jobs.emptyPast')}
        </Text>
      ) : (
        jobs.map((o) => (
          <UnstyledButton key={`${o.type}${o.id}`} component={Link} to={`/jobs/${o.type}/${o.id}`} aria-label={t('orderNo', { no: o.orderNo })}>
            <Card withBorder>
              <OrderFacts order={o} />
            </Card>
          </UnstyledButton>
        ))
      )}
    </Stack>
  );
}

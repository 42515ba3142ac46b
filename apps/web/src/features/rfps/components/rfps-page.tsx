import { useState } from 'react';
import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecklist, IconInbox, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FILTER_STATES } from '@portal/contract/order-state-machine';
import type { RfpSummary } from '@portal/contract/rfps';
import { buildListQuery, type OrderFilter } from '../../../lib/list-query.ts';
import { useReadOrderNotifications } from '../../../api/notifications/read-for-order.ts';
import { useAvailableRfps } from '../api/get-available-rfps.ts';
import { useMyRfps } from '../api/get-my-rfps.ts';
import { rfpIdParam } from '../rfp-params.ts';
import { RfpListSection } from './rfp-list-section.tsx';

type Tab = 'available' | 'mine';

const useAvailable = (f: OrderFilter) => useAvailableRfps(buildListQuery(true, f));
const useActive = (f: OrderFilter) => useMyRfps(buildListQuery(true, f));
const useRecent = (f: OrderFilter) => useMyRfps(buildListQuery(false, f));

/**
 * /rfps (spec §2.9): tab 1 the RFPs receiving proposals, tab 2 my RFPs (active and recent). ?rfpId opens
 * tab 2 and scrolls to that RFP.
 */
export default function RfpsPage() {
  const { t } = useTranslation(['rfps', 'common']);
  useDocumentTitle(`${t('common:nav.rfps')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const targetId = rfpIdParam(params.get('rfpId'));
  const navigate = useNavigate();
  const readForOrder = useReadOrderNotifications();

  const [tab, setTab] = useState<Tab>(params.has('rfpId') ? 'mine' : 'available');
  const [seen, setSeen] = useState(params.toString());
  if (params.toString() !== seen) {
    setSeen(params.toString());
    if (params.has('rfpId')) setTab('mine');
  }

  const openAvailable = (r: RfpSummary) => {
    readForOrder.mutate({ type: 'R', serviceId: r.id });
    // No proposal yet: the replies page would be empty, so the RFP itself opens (its details and Cancel).
    void navigate(r.replyCount > 0 ? `/rfps-reply?rfpId=${r.id}&available-rfp=true` : `/rfps-details?rfpId=${r.id}`);
  };
  const openMine = (r: RfpSummary) => {
    readForOrder.mutate({ type: 'R', serviceId: r.id });
    void navigate(`/rfps-details?rfpId=${r.id}`);
  };

  const intro = (text: string) => (
    <Group justify="space-between" align="center">
      <Text c="dimmed" size="sm" style={{ flex: 1, minWidth: 200 }}>
        {text}
      </Text>
      <Button component={Link} to="/rfps/create" leftSection={<IconPlus size={18} />}>
        {t('rfps:new')}
      </Button>
    </Group>
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('common:nav.rfps')}
        </Title>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="available" leftSection={<IconInbox size={18} />}>
              {t('rfps:tabs.available')}
            </Tabs.Tab>
            <Tabs.Tab value="mine" leftSection={<IconChecklist size={18} />}>
              {t('rfps:tabs.mine')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="available">
            <Stack gap="lg" pt="lg">
              {intro(t('rfps:tabs.availableIntro'))}
              <RfpListSection
                id="rfps-available"
                title={t('rfps:list.available')}
                emptyText={t('rfps:list.emptyAvailable')}
                useList={useAvailable}
                statuses={[]}
                targetId={null}
                onOpen={openAvailable}
                receiving
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="mine">
            <Stack gap="lg" pt="lg">
              {intro(t('rfps:tabs.mineIntro'))}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
                <RfpListSection
                  id="rfps-active"
                  title={t('rfps:list.active')}
                  emptyText={t('rfps:list.emptyActive')}
                  useList={useActive}
                  statuses={FILTER_STATES}
                  targetId={targetId}
                  onOpen={openMine}
                />
                <RfpListSection
                  id="rfps-recent"
                  title={t('rfps:list.recent')}
                  emptyText={t('rfps:list.emptyRecent')}
                  useList={useRecent}
                  statuses={FILTER_STATES}
                  targetId={targetId}
                  onOpen={openMine}
                />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

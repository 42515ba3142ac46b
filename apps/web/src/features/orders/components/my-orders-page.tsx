import { useState } from 'react';
import { Button, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconBolt, IconPlus, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useReadOrderNotifications } from '../../../api/notifications/read-for-order.ts';
import { myOrdersTarget } from '../follow-params.ts';
import { flowPath } from '../next-step.ts';
import type { Order } from '../order-types.ts';
import { OrderListSection } from './order-list-section.tsx';

/**
 * My Orders (spec §2.7): tab 1 Express Service, tab 2 Direct Award, each with its active and recent lists.
 * ?serviceId opens tab 2 and ?expressId tab 1, scrolling to that order when it is listed.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation(['orders', 'common']);
  useDocumentTitle(`${t('common:nav.myOrders')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const target = myOrdersTarget(params);
  const navigate = useNavigate();
  const readForOrder = useReadOrderNotifications();

  // The address picks the tab when it changes (a notification can bring the user here again).
  const [tab, setTab] = useState<'E' | 'T'>(target.tab);
  const [seen, setSeen] = useState(params.toString());
  if (params.toString() !== seen) {
    setSeen(params.toString());
    setTab(target.tab);
  }

  const open = (o: Order) => {
    readForOrder.mutate({ type: o.type, serviceId: o.id });
    void navigate(flowPath('tracking', o.type, o.id));
  };

  const panel = (type: 'E' | 'T') => {
    const targetId = target.tab === type ? target.id : null;
    return (
      <Stack gap="lg" pt="lg">
        <Group justify="space-between" align="center">
          <Text c="dimmed" size="sm" style={{ flex: 1, minWidth: 200 }}>
            {t(`orders:tabs.${type}.intro`)}
          </Text>
          <Button component={Link} to={type === 'E' ? '/express' : '/direct-award'} leftSection={<IconPlus size={18} />}>
            {t(`orders:tabs.${type}.new`)}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
          <OrderListSection type={type} active targetId={targetId} onOpen={open} />
          <OrderListSection type={type} active={false} targetId={targetId} onOpen={open} />
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('common:nav.myOrders')}
        </Title>
        <Tabs value={tab} onChange={(v) => v && setTab(v as 'E' | 'T')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="E" leftSection={<IconBolt size={18} />}>
              {t('orders:tabs.E.label')}
            </Tabs.Tab>
            <Tabs.Tab value="T" leftSection={<IconUserCheck size={18} />}>
              {t('orders:tabs.T.label')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="E">{panel('E')}</Tabs.Panel>
          <Tabs.Panel value="T">{panel('T')}</Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

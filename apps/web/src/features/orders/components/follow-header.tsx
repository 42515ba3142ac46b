import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';
import { STAY_ON_ORDER } from '../../../lib/redirect-once.ts';
import { flowPath } from '../next-step.ts';
import type { FollowType, Order } from '../order-types.ts';

/** Title of the estimation, payment and review pages, with the order they are about and a way back to it. */
export function FollowHeader({ title, order, type }: { title: string; order: Order; type: FollowType }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="xs">
      <Button
        component={Link}
        to={flowPath('tracking', type, order.id)}
        // The order page must show the order, not send the customer straight back here.
        state={STAY_ON_ORDER}
        variant="subtle"
        size="compact-sm"
        px={0}
        leftSection={
          <MirrorInRtl>
            <IconArrowLeft size={16} />
          </MirrorInRtl>
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t('follow.backToOrder')}
      </Button>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.orderNo')} <bdi dir="ltr">{order.orderNo}</bdi>
            {order.title ? (
              <>
                {' '}
                · <bdi>{order.title}</bdi>
              </>
            ) : (
              ''
            )}
            {order.subCategoryId?.name ? (
              <>
                {' '}
                · <bdi>{order.subCategoryId.name}</bdi>
              </>
            ) : (
              ''
            )}
            {order.serviceProviderId ? (
              <>
                {' '}
                · <bdi>{order.serviceProviderId.name}</bdi>
              </>
            ) : (
              ''
            )}
          </Text>
        </Stack>
        <OrderStatusBadge status={order.status} size="lg" />
      </Group>
    </Stack>
  );
}

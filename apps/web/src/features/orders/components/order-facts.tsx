import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { formatOrderDate } from '@portal/web-kit/format-order';
import type { Order } from '../order-types.ts';

/** ltr for codes; other values (names, places, dates with an Arabic ص/م) are isolated in their own direction. */
function Fact({ label, value, ltr }: { label: string; value: string | null | undefined; ltr?: boolean }) {
  if (!value) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} ta="end" style={{ overflowWrap: 'anywhere' }}>
        {ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}
      </Text>
    </Group>
  );
}

/** The order at a glance: number, service, place and dates. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const place = [order.branchName, order.area, order.city].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap={8}>
        <Title order={2} fz="md">
          {t('track.details')}
        </Title>
        <Fact label={t('list.orderNo')} value={order.orderNo} ltr />
        <Fact label={t('track.service')} value={[order.categoryId?.name, order.subCategoryId?.name].filter(Boolean).join(' › ')} />
        <Fact label={t('track.place')} value={place} />
        <Fact label={t('track.created')} value={formatOrderDate(order.createdAt, lang)} />
        <Fact label={t('list.start')} value={formatOrderDate(order.startDate, lang)} />
        <Fact label={t('list.end')} value={formatOrderDate(order.endDate, lang)} />
        <Fact label={t('track.promo')} value={order.promoCode} ltr />
      </Stack>
    </Paper>
  );
}

import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProviderOrder } from '@portal/contract/provider';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';

/** Where and what: sub-category, area, distance, the brief and its files (an offer, a request or a job). */
export function OrderFacts({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  // The provider's own work files are the job page's (work-files.tsx); here only what the customer sent with the order.
  const customerFiles = order.attachments.filter((a) => a.side !== 'provider');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>
          {order.categoryId.name} · {order.subCategoryId.name}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('orderNo', { no: order.orderNo })}
      </Text>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm">
          {order.area}, {order.city}
          {order.distanceKm !== null && ` · ${t('distance', { km: order.distanceKm })}`}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {order.description}
      </Text>
      {customerFiles.length > 0 && (
        <Group gap="xs">
          {customerFiles.map((a) => (
            <Anchor key={a.id} href={a.url} target="_blank" rel="noopener" size="sm">
              <Group gap={2} wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                {a.fileName}
              </Group>
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

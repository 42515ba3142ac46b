import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeeStatus } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { Money } from '../money/money.tsx';
import { RatingStars } from '@portal/ui/rating-stars';
import { recordLines, type RecordedOrder } from './record-lines.ts';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ textAlign: 'end', minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/**
 * What a finished order keeps for the customer (issue 13 point 7): the estimate decided, the amount paid, the
 * rating given and when it ended. Nothing shows before there is something to keep.
 */
export function OrderRecord({ order }: { order: RecordedOrder }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const lines = recordLines(order);
  if (!lines) return null;
  const fees: FeeStatus | null = order.customerFeesStatus;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="order-record">
      <Stack gap={8}>
        <Group gap={8} wrap="nowrap">
          <IconReceipt2 size={20} aria-hidden />
          <Title order={2} fz="md">
            {t('record.title')}
          </Title>
        </Group>
        {lines.estimate !== null && (fees === 'ACPT' || fees === 'REJT') && (
          <Line label={t(`record.estimate.${fees}`)}>
            <Money amount={lines.estimate} fw={600} size="sm" />
          </Line>
        )}
        {lines.paid !== null && (
          <Line label={t('record.paid')}>
            <Money amount={lines.paid} fw={800} size="sm" data-testid="record-paid" />
            {order.isSparePartNeeded && (
              <Text size="xs" c="dimmed">
                {t('record.partsUsed')}
              </Text>
            )}
          </Line>
        )}
        {lines.rating && (
          <Line label={t('record.rating')}>
            <Group gap={6} justify="flex-end" wrap="nowrap">
              <RatingStars value={lines.rating.rating} label={t('record.stars', { rating: lines.rating.rating })} />
            </Group>
            {lines.rating.description && (
              <Text size="sm" dir="auto" ta="start" style={{ overflowWrap: 'anywhere' }}>
                “{lines.rating.description}”
              </Text>
            )}
          </Line>
        )}
        {lines.endedAt && (
          <Line label={t('record.ended')}>
            <Text size="sm" fw={600}>
              <bdi>{formatOrderDate(lines.endedAt, lang)}</bdi>
            </Text>
          </Line>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeeStatus } from '@portal/contract/codes';
import type { Lang } from '@portal/contract/lang';
import { formatAmount, formatOrderDate } from '@portal/web-kit/format-order';
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
 * rating given, the provider's rating of the customer (issue 15) and when it ended. Nothing shows before there is something to keep.
 */
export function OrderRecord({ order, receiptHref = null }: { order: RecordedOrder; receiptHref?: string | null }) {
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
            {order.paymentMethod && (
              <Text size="xs" c="dimmed" data-testid="record-method">
                {t(`pay.methods.${order.paymentMethod}`)}
                {order.paymentReference ? (
                  <>
                    {' · '}
                    <bdi dir="ltr">{order.paymentReference}</bdi>
                  </>
                ) : null}
              </Text>
            )}
          </Line>
        )}
        {order.cashMismatch && (
          // Issue 19.3: the provider's record differs; operators settle it, the rating stays open.
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('record.mismatchTitle')} data-testid="cash-mismatch" p="xs">
            <Text size="sm">
              {t('record.mismatchBody', {
                customer: formatAmount(order.cashMismatch.customerAmount, lang),
                provider: formatAmount(order.cashMismatch.providerAmount, lang),
              })}
            </Text>
          </Alert>
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
        {lines.ratingOfCustomer && (
          <Line label={t('record.ratingOfYou')}>
            <Group gap={6} justify="flex-end" wrap="nowrap" data-testid="rating-of-customer">
              <RatingStars value={lines.ratingOfCustomer.rating} label={t('record.stars', { rating: lines.ratingOfCustomer.rating })} />
            </Group>
            {lines.ratingOfCustomer.description && (
              <Text size="sm" dir="auto" ta="start" style={{ overflowWrap: 'anywhere' }}>
                “{lines.ratingOfCustomer.description}”
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
        {receiptHref && (
          <Button component={Link} to={receiptHref} variant="light" leftSection={<IconFileInvoice size={18} />} data-testid="receipt-link" mt={4}>
            {t('record.receipt')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Card, Checkbox, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderOrder } from '@portal/contract/provider';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { orderPath } from '../../../api/provider/provider-api.ts';
import { useProviderAction } from '../../../components/use-provider-action.ts';

const AFTER_WORK = ['FSD', 'WPAY', 'DONE'];

/** The cash received (once the work is finished; recorded once): asked before, with the amount. */
export function CashReceived({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  const { act, busy } = useProviderAction();
  const [amount, setAmount] = useState<number | string>('');
  const [parts, setParts] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!AFTER_WORK.includes(order.status)) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('cash.title')}
        </Title>
        {order.cashReceivedAmount !== null ? (
          <Text size="sm" data-testid="cash-recorded">
            {t('cash.recorded', { amount: order.cashReceivedAmount })}
            {order.cashReceivedIncludesParts ? ` · ${t('cash.withParts')}` : ''}
          </Text>
        ) : (
          <>
            <NumberInput label={t('cash.amount')} min={0} decimalScale={3} value={amount} onChange={setAmount} inputMode="decimal" />
            <Checkbox label={t('cash.parts')} checked={parts} onChange={(e) => setParts(e.currentTarget.checked)} />
            <Button disabled={amount === '' || Number(amount) <= 0} onClick={() => setAsking(true)}>
              {t('cash.record')}
            </Button>
          </>
        )}
        {order.totalAmountOfCustomer !== null && (
          // Issue 19: what the customer recorded, and how (cash or CliQ, with the transfer's reference).
          <Text size="sm" c="dimmed" data-testid="customer-paid">
            {t('cash.customerPaid', { amount: order.totalAmountOfCustomer })}
            {order.paymentMethod ? ` · ${t(`cash.method.${order.paymentMethod}`)}` : ''}
            {order.paymentReference ? ` · ${order.paymentReference}` : ''}
          </Text>
        )}
        {order.cashMismatch && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('cash.mismatchTitle')} data-testid="cash-mismatch">
            {t('cash.mismatchBody', { customer: order.cashMismatch.customerAmount, provider: order.cashMismatch.providerAmount })}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking}
        title={t('cash.confirmTitle')}
        confirmLabel={t('cash.confirm')}
        backLabel={t('jobs.cancelDialog')}
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          void act({
            method: 'POST',
            path: `${orderPath(order)}/cash`,
            body: { amount: Number(amount), partsIncluded: parts },
            label: { key: 'offline.label.cash', values: { no: order.orderNo, amount: Number(amount) } },
          }).then(() => setAsking(false))
        }
      >
        <Text>{t('cash.confirmBody', { amount: Number(amount) })}</Text>
      </ConfirmDialog>
    </Card>
  );
}

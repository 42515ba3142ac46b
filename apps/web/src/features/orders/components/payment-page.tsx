import { useState } from 'react';
import { Alert, Button, Checkbox, Container, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconCash, IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canRecordPayment } from '@portal/contract/order-state-machine';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useAddPayment } from '../api/add-payment.ts';
import { flowPath } from '../next-step.ts';
import { blockNumberKeys, JOD_DECIMALS, MAX_AMOUNT } from '../../../lib/number-keys.ts';
import type { FollowType, Order } from '../order-types.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { FollowHeader } from './follow-header.tsx';
import { FollowPage } from './follow-page.tsx';
import { Money } from '../../../components/money/money.tsx';

/** /payment?serviceId&type (spec §2.10, §4.4): the amount paid to the provider, recorded once. */
export default function PaymentPage() {
  return (
    <FollowPage titleKey="orders:pay.title" poll={false}>
      {(order, type) => <PaymentBody order={order} type={type} />}
    </FollowPage>
  );
}

/** What the estimate says is due, as a hint beside the field. */
function expected(o: Order): number | null {
  if (o.customerFeesStatus === 'ACPT') return (o.estimateServiceFees ?? 0) + (o.estimateSparePartFees ?? 0);
  if (o.customerFeesStatus === 'REJT') return o.visitFees;
  return null;
}

function PaymentBody({ order, type }: { order: Order; type: FollowType }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  useFlowRedirect(order, 'payment', type, order.id);
  const pay = useAddPayment();
  const recorded = order.totalAmountOfCustomer;
  const [amount, setAmount] = useState<number | string>(recorded ?? '');
  const [parts, setParts] = useState<boolean>(order.isSparePartNeeded ?? order.estimateIsSparePartNeeded ?? false);
  const [error, setError] = useState<string | null>(null);
  const allowed = canRecordPayment(order);
  const due = expected(order);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (amount === '' || typeof amount !== 'number' || Number.isNaN(amount)) return setError(t('orders:pay.required'));
    if (amount < 0 || amount > MAX_AMOUNT) return setError(t('orders:pay.range', { max: MAX_AMOUNT }));
    setError(null);
    pay.mutate(
      { type, serviceId: order.id, totalAmountOfCustomer: amount, isSparePartNeeded: parts },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          void navigate(flowPath('review', type, order.id));
        },
        onError: toastError,
      },
    );
  };

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <FollowHeader title={t('orders:pay.title')} order={order} type={type} />
        {!allowed && recorded === null && (
          <Alert color="gray" icon={<IconHourglassHigh />} title={t('orders:pay.notYet')}>
            {t('orders:pay.notYetHint')}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('orders:pay.intro')}</Text>
            {due !== null && (
              <Text size="sm" c="dimmed">
                {t(`orders:pay.due.${order.customerFeesStatus}`)} <Money amount={due} fw={700} c="dark" />
              </Text>
            )}
            <NumberInput
              label={t('orders:pay.amount')}
              description={t('orders:pay.amountHint')}
              required
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setError(null);
              }}
              onKeyDown={blockNumberKeys({ decimals: true })}
              decimalScale={JOD_DECIMALS}
              allowNegative={false}
              allowDecimal
              min={0}
              max={MAX_AMOUNT}
              clampBehavior="strict"
              hideControls
              inputMode="decimal"
              disabled={recorded !== null || !allowed}
              error={error}
              rightSection={
                <Text size="sm" c="dimmed" pe="xs">
                  {t('orders:currency')}
                </Text>
              }
              rightSectionWidth={56}
            />
            <Checkbox
              label={t('orders:pay.parts')}
              description={t('orders:pay.partsHint')}
              checked={parts}
              onChange={(e) => setParts(e.currentTarget.checked)}
              disabled={recorded !== null || !allowed}
            />
            <Button type="submit" size="md" leftSection={<IconCash size={20} />} disabled={!allowed} loading={pay.isPending}>
              {t('orders:pay.submit')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

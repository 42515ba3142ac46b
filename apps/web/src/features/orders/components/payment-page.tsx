import { useState } from 'react';
import { Alert, Button, Checkbox, Container, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconHourglassHigh } from '@tabler/icons-react';
import type { PaymentMethod } from '@portal/contract/codes';
import { PAYMENT_REFERENCE_MAX, paymentReferenceRule } from '@portal/contract/orders';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canRecordPayment } from '@portal/contract/order-state-machine';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useAddPayment } from '../api/add-payment.ts';
import { flowPath } from '../next-step.ts';
import { blockNumberKeys, JOD_DECIMALS, MAX_AMOUNT } from '@portal/web-kit/number-keys';
import type { FollowType, Order } from '../order-types.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { FollowHeader } from './follow-header.tsx';
import { FollowPage } from './follow-page.tsx';
import { Money } from '../../../components/money/money.tsx';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { amountDue, isFarFromDue, partsUsedByDefault } from '../payment-check.ts';
import { providerOf } from '../order-types.ts';
import { CliqAliasBox } from './cliq-alias-box.tsx';

/** /payment?serviceId&type (spec §2.10, §4.4): the amount paid to the provider, recorded once. */
export default function PaymentPage() {
  return (
    <FollowPage titleKey="orders:pay.title" poll={false}>
      {(order, type) => <PaymentBody order={order} type={type} />}
    </FollowPage>
  );
}

function PaymentBody({ order, type }: { order: Order; type: FollowType }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  useFlowRedirect(order, 'payment', type, order.id);
  const pay = useAddPayment();
  const recorded = order.totalAmountOfCustomer;
  const due = amountDue(order);
  // The amount due is what most customers paid: it starts in the field, to be changed if it differs.
  const [amount, setAmount] = useState<number | string>(recorded ?? due ?? '');
  const [parts, setParts] = useState<boolean>(partsUsedByDefault(order));
  const [error, setError] = useState<string | null>(null);
  // Issue 19.4: cash unless the customer says CliQ; the reference is optional (a CliQ transfer's, or a cash receipt's).
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod ?? 'cash');
  const [reference, setReference] = useState(order.paymentReference ?? '');
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const cliqAlias = providerOf(order)?.cliqAlias ?? null;
  // Asking before recording: 'confirm' shows the amount and what was due; 'far' asks again when they differ much.
  const [asking, setAsking] = useState<'confirm' | 'far' | null>(null);
  const allowed = canRecordPayment(order);
  const typed = typeof amount === 'number' ? amount : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (amount === '' || typeof amount !== 'number' || Number.isNaN(amount)) return setError(t('orders:pay.required'));
    if (amount < 0 || amount > MAX_AMOUNT) return setError(t('orders:pay.range', { max: MAX_AMOUNT }));
    setError(null);
    const ref = paymentReferenceRule.safeParse(reference);
    if (!ref.success) return setReferenceError(t(`validation:${ref.error.issues[0]!.message}`));
    setReferenceError(null);
    setAsking('confirm');
  };

  const confirmed = () => {
    if (typed === null) return;
    if (asking === 'confirm' && isFarFromDue(typed, due)) return setAsking('far');
    pay.mutate(
      { type, serviceId: order.id, totalAmountOfCustomer: typed, isSparePartNeeded: parts, paymentMethod: method, paymentReference: reference },
      {
        onSuccess: (res) => {
          setAsking(null);
          if ('queued' in res) {
            // Offline: the record waits on this device and goes once when the network is back (the frame shows it).
            toastSuccess(t('offline:queued'));
            void navigate('/home');
            return;
          }
          toastSuccess(res.message);
          void navigate(flowPath('review', type, order.id));
        },
        onError: (err) => {
          setAsking(null);
          toastError(err);
        },
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
                {t(`orders:pay.due.${order.customerFeesStatus ?? 'proposal'}`)} <Money amount={due} fw={700} c="dark" />
              </Text>
            )}
            {cliqAlias && <CliqAliasBox alias={cliqAlias} />}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="pay-method-label">
                {t('orders:pay.method')}
              </Text>
              <SegmentedControl
                aria-labelledby="pay-method-label"
                value={method}
                onChange={(v) => setMethod(v as PaymentMethod)}
                disabled={recorded !== null || !allowed}
                data={[
                  { value: 'cash', label: t('orders:pay.methods.cash') },
                  { value: 'cliq', label: t('orders:pay.methods.cliq') },
                ]}
                fullWidth
              />
              {method === 'cliq' && !cliqAlias && (
                <Text size="xs" c="dimmed">
                  {t('orders:pay.noAlias')}
                </Text>
              )}
            </Stack>
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
            {typed !== null && recorded === null && isFarFromDue(typed, due) && (
              <Text size="sm" c="orange.9" role="status">
                {t('orders:pay.farHint')}
              </Text>
            )}
            <TextInput
              label={t('orders:pay.reference')}
              description={t(`orders:pay.referenceHint.${method}`, { max: PAYMENT_REFERENCE_MAX })}
              value={reference}
              onChange={(e) => {
                setReference(e.currentTarget.value);
                setReferenceError(null);
              }}
              maxLength={PAYMENT_REFERENCE_MAX}
              disabled={recorded !== null || !allowed}
              error={referenceError}
              dir="auto"
              autoComplete="off"
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
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'far' ? 'orders:pay.farTitle' : 'orders:pay.confirmTitle')}
        confirmLabel={t(asking === 'far' ? 'orders:pay.farConfirm' : 'orders:pay.confirm')}
        confirmColor={asking === 'far' ? 'orange' : 'blue'}
        backLabel={t('orders:pay.back')}
        onConfirm={confirmed}
        onClose={() => setAsking(null)}
        busy={pay.isPending}
      >
        {asking === 'far' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            <Text size="sm">{t('orders:pay.farBody')}</Text>
          </Alert>
        )}
        <Stack gap={6}>
          <Text>
            {t('orders:pay.confirmAmount')} <Money amount={typed ?? 0} fw={800} />
          </Text>
          <Text size="sm">
            {t('orders:pay.confirmMethod', { method: t(`orders:pay.methods.${method}`) })}
            {reference.trim() ? ` · ${t('orders:pay.reference')}: ${reference.trim()}` : ''}
          </Text>
          {due !== null && (
            <Text c="dimmed">
              {t(`orders:pay.due.${order.customerFeesStatus ?? 'proposal'}`)} <Money amount={due} fw={700} />
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('orders:pay.confirmOnce')}
          </Text>
        </Stack>
      </ConfirmDialog>
    </Container>
  );
}

import { useState } from 'react';
import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarTime, IconHome, IconInfoCircle, IconReceipt, IconRefresh, IconShieldCheck, IconStar, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CANCELLED_STATUSES, customerCanCancel } from '@portal/contract/order-state-machine';
import { hasReceipt } from '@portal/contract/payments';
import { OrderProgress } from '@portal/ui/order-progress';
import { LateBadge } from '@portal/ui/late-badge';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { NoProviderBox } from '@portal/ui/no-provider-box';
import { ProviderCard } from '@portal/ui/provider-card';
import { ProviderProfileModal } from '../../../components/provider-profile/provider-profile-modal.tsx';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCancelFeeChanged } from '../../../api/orders/get-cancel-terms.ts';
import { useOrder } from '../api/get-order.ts';
import { FINISHED, showsContact } from '../contact-rules.ts';
import { orderIdParam } from '../follow-params.ts';
import { flowPath } from '../next-step.ts';
import type { Order } from '../order-types.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { BriefBox } from './brief-box.tsx';
import { DispatchWatch } from './dispatch-watch.tsx';
import { CancelOrderDialog, type CancelInput } from '../../../components/cancel-order-dialog/cancel-order-dialog.tsx';
import { ContactBox } from './contact-box.tsx';
import { Money } from '../../../components/money/money.tsx';
import { OrderAttachments } from '../../../components/order-files/order-files.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderRecord } from '../../../components/order-record/order-record.tsx';
import { OrderPageShell } from './order-page-shell.tsx';
import { formatOrderDate } from '@portal/web-kit/format-order';
import type { Lang } from '@portal/contract/lang';

const PARAM = { E: 'expressId', T: 'serviceId' } as const;

/** /express-reply?expressId and /direct-award-reply?serviceId (spec §2.8), polled every 10 s. */
export function OrderTracking({ type }: { type: 'E' | 'T' }) {
  const { t } = useTranslation(['orders', 'common']);
  const [params] = useSearchParams();
  const id = orderIdParam(params.get(PARAM[type])) ?? 0;
  const query = useOrder(type, id);
  useDocumentTitle(`${t(`orders:track.title.${type}`)} · ${t('common:brand')}`);
  return (
    <OrderPageShell query={query} valid={id > 0}>
      {(order) => <TrackingBody order={order} type={type} />}
    </OrderPageShell>
  );
}

function TrackingBody({ order, type }: { order: Order; type: 'E' | 'T' }) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const [profile, setProfile] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  const feeChanged = useCancelFeeChanged();
  const step = useFlowRedirect(order, 'tracking', type, order.id);

  const provider = order.serviceProviderId;
  const contact = showsContact(type, order.status, provider);
  const finished = FINISHED.includes(order.status);
  const customerFiles = order.attachments.filter((a) => a.side !== 'provider');
  const providerFiles = finished ? order.attachments.filter((a) => a.side === 'provider') : null;
  const ended = CANCELLED_STATUSES.includes(order.status) || order.status === 'REJT';

  const doCancel = (input: CancelInput) =>
    cancel.mutate(
      { type, serviceId: order.id, input },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          setConfirming(false);
          void navigate(`/my-orders?${type === 'E' ? 'expressId' : 'serviceId'}=${order.id}`);
        },
        onError: (err) => {
          toastError(err);
          // A changed fee keeps the dialog open with the new fee to confirm; any other refusal closes it.
          if (!feeChanged(err, type, order.id)) setConfirming(false);
        },
      },
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t(`orders:track.title.${type}`)}
            </Title>
            <Text c="dimmed" size="sm">
              {t('orders:list.orderNo')} <bdi dir="ltr">{order.orderNo}</bdi>
              {order.subCategoryId?.name ? (
                <>
                  {' '}
                  · <bdi>{order.subCategoryId.name}</bdi>
                </>
              ) : (
                ''
              )}
            </Text>
          </Stack>
          <Group gap={6}>
            <OrderStatusBadge status={order.status} size="lg" />
            {order.isLate && <LateBadge size="lg" />}
          </Group>
        </Group>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <OrderProgress type={type} status={order.status} lastOrderStatus={order.lastOrderStatus} />
        </Paper>

        {order.reofferedFrom && order.status === 'REQD' && (
          <Alert color="blue" variant="light" icon={<IconRefresh />} title={t('orders:track.reofferTitle')} data-testid="reoffer">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {t('orders:track.reofferBody', { oldOrderNo: `\u2068${order.reofferedFrom.orderNo}\u2069` })} {t('orders:track.reofferDecline')}
              </Text>
              <Button size="xs" color="red" variant="light" leftSection={<IconX size={16} />} onClick={() => setConfirming(true)}>
                {t('orders:track.reofferDeclineButton')}
              </Button>
            </Stack>
          </Alert>
        )}
        {type === 'E' && <DispatchWatch order={order} />}
        {ended && (
          <Alert color="red" variant="light" icon={<IconX />} title={t(`orders:status.${order.status}`)}>
            <Text size="sm">{t(`orders:track.ended.${order.status}`)}</Text>
            {order.cancelFee !== null && order.cancelFee > 0 && (
              <Text size="sm" mt={4}>
                {t('orders:track.cancelFeeCharged')} <Money amount={order.cancelFee} fw={700} />
              </Text>
            )}
          </Alert>
        )}
        {order.isLate && (
          <Alert color="red" variant="light" icon={<IconCalendarTime />} title={t('orders:track.lateTitle')} data-testid="late-alert">
            <Text size="sm">{t('orders:track.lateHint', { date: formatOrderDate(order.startDate, lang) })}</Text>
          </Alert>
        )}
        {order.guaranteeUntil && (
          <Alert color="teal" variant="light" icon={<IconShieldCheck />} title={`${t('orders:track.guaranteeUntil')} ${formatOrderDate(order.guaranteeUntil, lang, false)}`} data-testid="guarantee">
            <Text size="sm">{t('orders:track.guaranteeHint', { date: formatOrderDate(order.guaranteeUntil, lang, false) })}</Text>
          </Alert>
        )}
        {step?.kind === 'offer' && step.to === 'estimation' && (
          <Alert color="blue" variant="light" icon={<IconReceipt />} title={t(`orders:track.nextTitle.${order.customerFeesStatus === 'PEND' ? 'decide' : 'pay'}`)}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(`orders:track.nextHint.${order.customerFeesStatus === 'PEND' ? 'decide' : 'pay'}`)}</Text>
              <Button component={Link} to={flowPath('estimation', type, order.id)} leftSection={<IconReceipt size={18} />}>
                {t('orders:track.openEstimate')}
              </Button>
            </Stack>
          </Alert>
        )}
        {step?.kind === 'offer' && step.to !== 'estimation' && (
          <Alert color="yellow" variant="light" icon={<IconStar />} title={t('orders:track.rateTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(step.to === 'payment' ? 'orders:track.rateHintPay' : 'orders:track.rateHint')}</Text>
              <Button component={Link} to={flowPath(step.to, type, order.id)} leftSection={<IconStar size={18} />} color="yellow.7">
                {t('orders:track.rate')}
              </Button>
            </Stack>
          </Alert>
        )}

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {contact && provider ? (
                <ContactBox provider={provider} />
              ) : (
                <BriefBox formatted={order.formattedDescription} description={order.description} />
              )}
              <OrderAttachments customer={customerFiles} provider={providerFiles} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {provider ? (
                <ProviderCard provider={provider} onOpen={setProfile} />
              ) : (
                <NoProviderBox title={t('orders:track.noProvider')} hint={t(`orders:track.noProviderHint.${order.reofferedFrom && order.status === 'REQD' ? 'reoffer' : type}`)} />
              )}
              <OrderRecord order={order} receiptHref={hasReceipt(order) ? `/receipt?serviceId=${order.id}&type=${type}` : null} />
              <OrderFacts order={order} />
            </Stack>
          </Grid.Col>
        </Grid>

        {customerCanCancel(type, order.status) && order.cancelFeeApplies && (
          <Group gap={6} c="dimmed">
            <IconInfoCircle size={16} aria-hidden />
            <Text size="xs">{t('orders:track.feeNotice')}</Text>
          </Group>
        )}
        <Group justify="space-between" gap="sm">
          <Button component={Link} to="/home" variant="default" leftSection={<IconHome size={18} />}>
            {t('common:backToHome')}
          </Button>
          {customerCanCancel(type, order.status) && (
            <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={() => setConfirming(true)}>
              {t('orders:cancel.button')}
            </Button>
          )}
        </Group>
      </Stack>
      <CancelOrderDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={doCancel}
        busy={cancel.isPending}
        order={{ type, id: order.id }}
      />
      <ProviderProfileModal providerId={profile} onClose={() => setProfile(null)} />
    </Container>
  );
}

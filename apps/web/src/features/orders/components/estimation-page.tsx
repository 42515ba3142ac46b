import { useState } from 'react';
import { Alert, Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconCheck, IconFileCheck, IconHourglassHigh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { proposalTotal } from '@portal/contract/rfps';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useUpdateFeesStatus, type FeesDecision } from '../api/update-fees-status.ts';
import { flowPath } from '../next-step.ts';
import type { FollowType, Order } from '../order-types.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { FollowHeader } from './follow-header.tsx';
import { FollowPage } from './follow-page.tsx';
import { Money } from '../../../components/money/money.tsx';

const FEE_COLOR = { PEND: 'yellow', ACPT: 'teal', REJT: 'red' } as const;

/** /estimation?serviceId&type (spec §2.10, §4.4): the provider's estimate and the customer's word on it. */
export default function EstimationPage() {
  return (
    <FollowPage titleKey="orders:estimate.title" poll>
      {(order, type) => <EstimationBody order={order} type={type} />}
    </FollowPage>
  );
}

function Line({ label, amount, strong }: { label: string; amount: number | null; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      {amount === null ? <Text c="dimmed">—</Text> : <Money amount={amount} fw={strong ? 800 : 600} c={strong ? 'blue.8' : undefined} />}
    </Group>
  );
}

function TextBlock({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </Stack>
  );
}

/** An RFP's estimate comes after a proposal was approved: its total stays in view beside the estimate. */
function ApprovedProposal({ price, parts }: { price: number; parts: number }) {
  const { t } = useTranslation('orders');
  return (
    <Alert color="blue" variant="light" icon={<IconFileCheck />} title={t('estimate.proposalTitle')}>
      <Stack gap={4}>
        <Line label={t('estimate.proposalTotal')} amount={proposalTotal({ price, sparePartFees: parts })} strong />
        <Text size="sm" c="dimmed">
          {parts > 0 ? (
            <>
              {t('estimate.proposalWork')} <Money amount={price} /> · {t('estimate.proposalParts')} <Money amount={parts} />
            </>
          ) : (
            t('estimate.proposalNoParts')
          )}
        </Text>
        <Text size="sm">{t('estimate.proposalHint')}</Text>
      </Stack>
    </Alert>
  );
}

function EstimationBody({ order, type }: { order: Order; type: FollowType }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const step = useFlowRedirect(order, 'estimation', type, order.id);
  const decide = useUpdateFeesStatus();
  // Both answers ask first, with the amount each one means (accepting: the estimate's total; rejecting: the visit).
  const [asking, setAsking] = useState<FeesDecision | null>(null);
  const fees = order.customerFeesStatus;
  const acceptTotal = (order.estimateServiceFees ?? 0) + (order.estimateSparePartFees ?? 0);
  const visitOnly = order.visitFees ?? 0;
  const proposal = order.reply?.isApproved ? order.reply : null;

  const send = (feesStatus: FeesDecision) =>
    decide.mutate(
      { type, serviceId: order.id, feesStatus },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          setAsking(null);
          // Spec §4.4: accepting reloads this page's data (done by the mutation); rejecting goes to payment.
          if (feesStatus === 'REJT') void navigate(flowPath('payment', type, order.id));
        },
        onError: (err) => {
          toastError(err);
          setAsking(null);
        },
      },
    );

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <FollowHeader title={t('orders:estimate.title')} order={order} type={type} />
        {proposal && <ApprovedProposal price={proposal.price} parts={proposal.sparePartFees} />}
        {fees === null ? (
          <Alert color="gray" icon={<IconHourglassHigh />} title={t('orders:estimate.none')}>
            {t('orders:estimate.noneHint')}
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz="lg">
                  {t('orders:estimate.fromProvider')}
                </Title>
                <Badge color={FEE_COLOR[fees]} variant="light" tt="none" size="lg">
                  {t(`orders:estimate.fees.${fees}`)}
                </Badge>
              </Group>
              <TextBlock label={t('orders:estimate.problem')} text={order.estimateProblemDesc} />
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('orders:estimate.parts')}
                </Text>
                <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {order.estimateIsSparePartNeeded
                    ? order.sparePartDescription || t('orders:estimate.partsNeeded')
                    : t('orders:estimate.noParts')}
                </Text>
              </Stack>
              <Divider />
              <Line label={t('orders:estimate.visitFees')} amount={order.visitFees} />
              <Line label={t('orders:estimate.serviceFees')} amount={order.estimateServiceFees} />
              <Line label={t('orders:estimate.partsFees')} amount={order.estimateSparePartFees} />
              <Divider variant="dashed" />
              <Line label={t('orders:estimate.ifAccept')} amount={acceptTotal} strong />
              <Line label={t('orders:estimate.ifReject')} amount={visitOnly} />
              <TextBlock label={t('orders:estimate.notes')} text={order.estimateNotes} />
              <Alert color="blue" variant="light" icon={<IconCash />}>
                {t('orders:estimate.cashNote')}
              </Alert>
              {order.totalAmountOfCustomer !== null && (
                <Line label={t('orders:pay.recorded')} amount={order.totalAmountOfCustomer} strong />
              )}
            </Stack>
          </Paper>
        )}
        {fees === 'PEND' && (
          <Stack gap="xs">
            <Group grow gap="sm">
              <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={() => setAsking('REJT')} disabled={decide.isPending}>
                {t('orders:estimate.reject')}
              </Button>
              <Button color="teal" leftSection={<IconCheck size={18} />} onClick={() => setAsking('ACPT')} disabled={decide.isPending}>
                {t('orders:estimate.accept')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" ta="center">
              {t('orders:estimate.rejectHint')}
            </Text>
          </Stack>
        )}
        {step?.kind === 'offer' && step.to === 'payment' && (
          <Button component={Link} to={flowPath('payment', type, order.id)} size="md" leftSection={<IconCash size={20} />}>
            {t('orders:estimate.pay')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t(asking === 'REJT' ? 'orders:estimate.rejectTitle' : 'orders:estimate.confirmTitle')}
        confirmLabel={t(asking === 'REJT' ? 'orders:estimate.confirmReject' : 'orders:estimate.confirmAccept')}
        confirmColor={asking === 'REJT' ? 'red' : 'teal'}
        backLabel={t('orders:estimate.back')}
        onConfirm={() => asking && send(asking)}
        onClose={() => setAsking(null)}
        busy={decide.isPending}
      >
        <Text>
          {t(asking === 'REJT' ? 'orders:estimate.rejectBody' : 'orders:estimate.confirmBody')}{' '}
          <Money amount={asking === 'REJT' ? visitOnly : acceptTotal} fw={700} />
        </Text>
        {proposal && (
          <Text size="sm" c="dimmed">
            {t('orders:estimate.proposalReminder')} <Money amount={proposalTotal(proposal)} fw={600} />
          </Text>
        )}
      </ConfirmDialog>
    </Container>
  );
}

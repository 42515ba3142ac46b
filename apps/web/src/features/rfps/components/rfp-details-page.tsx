import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglassHigh, IconCheck, IconReceipt, IconStar, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Lang } from '@portal/contract/lang';
import { CANCELLED_STATUSES } from '@portal/contract/order-state-machine';
import { proposalTotal, type RfpDetails } from '@portal/contract/rfps';
import { CancelOrderDialog, type CancelInput } from '../../../components/cancel-order-dialog/cancel-order-dialog.tsx';
import { FileGroup } from '../../../components/order-files/order-files.tsx';
import { FormModal } from '@portal/ui/form-modal';
import { Money } from '../../../components/money/money.tsx';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { OrderProgress } from '@portal/ui/order-progress';
import { OrderRecord } from '../../../components/order-record/order-record.tsx';
import { hasReceipt } from '@portal/contract/payments';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { NoProviderBox } from '@portal/ui/no-provider-box';
import { ProviderCard } from '@portal/ui/provider-card';
import { ProviderProfileModal } from '../../../components/provider-profile/provider-profile-modal.tsx';
import { ApiError } from '@portal/web-kit/api-client';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { useReadOrderNotifications } from '../../../api/notifications/read-for-order.ts';
import { alreadyRedirected, rememberRedirect, wantsToStay } from '../../../lib/redirect-once.ts';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useApproveReply } from '../api/approve-reply.ts';
import { useCancelRfp } from '../api/cancel-rfp.ts';
import { useCancelFeeChanged } from '../../../api/orders/get-cancel-terms.ts';
import { useRfpDetails } from '../api/get-rfp-details.ts';
import { rfpNextStep } from '../rfp-flow.ts';
import { rfpIdParam } from '../rfp-params.ts';
import { ProposalBox } from './proposal-box.tsx';
import { ProposalIncludes } from './proposal-price.tsx';
import { RfpNotFound } from './rfp-not-found.tsx';
import { RfpTaskList } from './rfp-task-list.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

/** /rfps-details?rfpId[&replyId] (spec §2.9): one RFP, a chosen proposal, cancel and approve; polled every 10 s. */
export default function RfpDetailsPage() {
  const { t } = useTranslation(['rfps', 'common']);
  useDocumentTitle(`${t('rfps:details.title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const rfpId = rfpIdParam(params.get('rfpId'));
  const replyId = rfpIdParam(params.get('replyId'));
  const query = useRfpDetails(rfpId ?? 0, replyId);
  const read = useReadOrderNotifications();
  const readMutate = read.mutate;
  useEffect(() => {
    if (rfpId) readMutate({ type: 'R', serviceId: rfpId });
  }, [rfpId, readMutate]);

  if (rfpId === null || (query.error instanceof ApiError && query.error.status === 404)) return <RfpNotFound />;
  if (query.isPending)
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton h={36} w="50%" />
          <Skeleton h={90} radius="lg" />
          <Skeleton h={260} radius="lg" />
        </Stack>
      </Container>
    );
  if (query.isError)
    return (
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <LoadErrorAlert title={t('rfps:details.loadError')} query={query} />
      </Container>
    );
  return <DetailsBody rfp={query.data} replyId={replyId} />;
}

/** The banner over the progress bar: what the RFP's status means for the customer now. */
function StatusBanner({ rfp }: { rfp: RfpDetails }) {
  const { t, i18n } = useTranslation(['rfps', 'orders']);
  const ended = [...CANCELLED_STATUSES, 'REJT', 'CLSE'].includes(rfp.status);
  const receiving = rfp.status === 'REQD';
  const color = ended ? 'red' : receiving ? 'grape' : rfp.status === 'DONE' ? 'teal' : 'blue';
  return (
    <Alert
      color={color}
      variant="light"
      icon={ended ? <IconX /> : receiving ? <IconHourglassHigh /> : <IconCheck />}
      title={receiving ? t('rfps:status.receiving') : t(`orders:status.${rfp.status}`)}
      data-testid="rfp-status-banner"
      data-status={rfp.status}
    >
      <Text size="sm">
        {receiving
          ? t('rfps:details.banner.receiving', { date: formatOrderDate(rfp.endDate, i18n.language as Lang, false), count: rfp.replyCount })
          : t(`rfps:details.banner.${rfp.status}`)}
      </Text>
      {rfp.cancelFee !== null && rfp.cancelFee > 0 && (
        <Text size="sm" mt={4}>
          {t('orders:track.cancelFeeCharged')} <Money amount={rfp.cancelFee} fw={700} />
        </Text>
      )}
    </Alert>
  );
}

function DetailsBody({ rfp, replyId }: { rfp: RfpDetails; replyId: number | null }) {
  const { t, i18n } = useTranslation(['rfps', 'orders', 'common']);
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const [profile, setProfile] = useState<number | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const cancel = useCancelRfp();
  const feeChanged = useCancelFeeChanged();
  const approve = useApproveReply();
  const { state } = useLocation();
  const flow = rfpNextStep(rfp);
  // Sent on to the estimate once (issue 13 point 4); coming back to the RFP shows it, with a button to the step.
  const reason = flow.redirect ? `R:${rfp.id}:${flow.redirect}:${rfp.customerFeesStatus ?? '-'}` : null;
  const held = reason !== null && (wantsToStay(state) || alreadyRedirected(reason));
  const step = held ? { redirect: null, offer: flow.redirect, decide: true } : { ...flow, decide: false };
  useEffect(() => {
    if (!step.redirect || !reason) return;
    rememberRedirect(reason);
    void navigate(step.redirect, { replace: true });
  }, [step.redirect, reason, navigate]);

  const reply = rfp.reply;
  const provider = reply?.provider ?? rfp.provider;
  const finished = ['FSD', 'WPAY', 'DONE'].includes(rfp.status);

  const doCancel = (input: CancelInput) =>
    cancel.mutate({ rfpId: rfp.id, input }, {
      onSuccess: (res) => {
        toastSuccess(res.message);
        setConfirmCancel(false);
        void navigate('/rfps');
      },
      onError: (err) => {
        toastError(err);
        if (!feeChanged(err, 'R', rfp.id)) setConfirmCancel(false);
      },
    });
  const doApprove = () =>
    reply &&
    approve.mutate(
      { rfpId: rfp.id, replyId: reply.id },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          setConfirmApprove(false);
          // Spec §4.5: approving a proposal goes to /rfps.
          void navigate(`/rfps?rfpId=${rfp.id}`);
        },
        onError: (err) => {
          toastError(err);
          setConfirmApprove(false);
        },
      },
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <OrderPageHeader
            title={rfp.title}
            backTo={replyId ? `/rfps-reply?rfpId=${rfp.id}&available-rfp=true` : '/rfps'}
            backLabel={replyId ? t('rfps:details.backToReplies') : t('rfps:backToList')}
          />
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" size="sm">
              {t('rfps:list.no')} <bdi dir="ltr">{rfp.orderNo}</bdi>
            </Text>
            {rfp.status === 'REQD' ? (
              <Badge variant="light" color="grape" tt="none" radius="sm" size="lg">
                {t('rfps:status.receiving')}
              </Badge>
            ) : (
              <OrderStatusBadge status={rfp.status} size="lg" />
            )}
          </Group>
        </Stack>

        <StatusBanner rfp={rfp} />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <OrderProgress type="R" status={rfp.status} lastOrderStatus={rfp.lastOrderStatus} replyCount={rfp.replyCount} />
        </Paper>

        {step.offer && step.decide && (
          <Alert color="blue" variant="light" icon={<IconReceipt />} title={t(`orders:track.nextTitle.${rfp.customerFeesStatus === 'PEND' ? 'decide' : 'pay'}`)}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(`orders:track.nextHint.${rfp.customerFeesStatus === 'PEND' ? 'decide' : 'pay'}`)}</Text>
              <Button component={Link} to={step.offer} leftSection={<IconReceipt size={18} />}>
                {t('orders:track.openEstimate')}
              </Button>
            </Stack>
          </Alert>
        )}
        {step.offer && !step.decide && (
          <Alert color="yellow" variant="light" icon={<IconStar />} title={t('orders:track.rateTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t(step.offer.startsWith('/payment') ? 'orders:track.rateHintPay' : 'orders:track.rateHint')}</Text>
              <Button component={Link} to={step.offer} leftSection={<IconStar size={18} />} color="yellow.7">
                {t('orders:track.rate')}
              </Button>
            </Stack>
          </Alert>
        )}

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {reply && <ProposalBox reply={reply} />}
              <RfpTaskList tasks={rfp.tasks} />
              {finished && rfp.workAttachments.length > 0 && (
                <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <FileGroup title={t('rfps:details.workFiles')} files={rfp.workAttachments} />
                </Paper>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {provider ? (
                <ProviderCard provider={provider} onOpen={setProfile} />
              ) : (
                <NoProviderBox
                  title={t('rfps:details.noProposal')}
                  hint={rfp.status === 'REQD' ? t('rfps:details.noProposalHint') : t('orders:track.noProvider')}
                >
                  {rfp.status === 'REQD' && rfp.replyCount > 0 && (
                    <Button component={Link} to={`/rfps-reply?rfpId=${rfp.id}&available-rfp=true`} variant="light" size="xs">
                      {t('rfps:details.seeProposals', { count: rfp.replyCount })}
                    </Button>
                  )}
                </NoProviderBox>
              )}
              {/* An RFP's endDate is the proposals' deadline: its work ended when it was done. */}
              <OrderRecord
                order={{ ...rfp, endDate: rfp.history.findLast((h) => h.status === 'DONE')?.at ?? null }}
                receiptHref={hasReceipt(rfp) ? `/receipt?serviceId=${rfp.id}&type=R` : null}
              />
              <Paper withBorder radius="lg" p="md">
                <Stack gap={6}>
                  <Title order={2} fz="md">
                    {t('rfps:details.facts')}
                  </Title>
                  <Fact label={t('rfps:list.start')} value={formatOrderDate(rfp.startDate, lang, false)} />
                  <Fact label={t('rfps:list.end')} value={formatOrderDate(rfp.endDate, lang, false)} />
                  {rfp.actualStartDate && <Fact label={t('rfps:details.accepted')} value={formatOrderDate(rfp.actualStartDate, lang)} />}
                  <Fact label={t('rfps:details.place')} value={[rfp.branchName, rfp.area, rfp.city].filter(Boolean).join(', ')} />
                  <Fact label={t('rfps:details.guarantee')} value={rfp.isGuarantee ? t('rfps:details.yes') : t('rfps:details.no')} />
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>

        <Group justify="space-between" gap="sm">
          {rfp.canCancel ? (
            <Button color="red" variant="light" leftSection={<IconX size={18} />} onClick={() => setConfirmCancel(true)}>
              {t('rfps:details.cancel')}
            </Button>
          ) : (
            <span />
          )}
          {reply && rfp.canApprove && (
            <Button color="teal" size="md" leftSection={<IconCheck size={18} />} onClick={() => setConfirmApprove(true)}>
              {t('rfps:details.approve')}
            </Button>
          )}
        </Group>
      </Stack>
      <CancelOrderDialog
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onConfirm={doCancel}
        busy={cancel.isPending}
        order={{ type: 'R', id: rfp.id }}
        title={t('rfps:cancel.title')}
        body={t(rfp.approvedReplyId !== null ? 'rfps:cancel.bodyApproved' : 'rfps:cancel.bodyOpen', { count: rfp.replyCount })}
      />
      <FormModal
        opened={confirmApprove}
        onClose={() => !approve.isPending && setConfirmApprove(false)}
        title={t('rfps:details.approveTitle')}
        size="md"
      >
        <Stack gap="md">
          <Text>
            {t('rfps:details.approveBody', { name: reply?.name ?? '' })} {reply && <Money amount={proposalTotal(reply)} fw={700} />}
          </Text>
          {reply && <ProposalIncludes reply={reply} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmApprove(false)} disabled={approve.isPending}>
              {t('rfps:details.back')}
            </Button>
            <Button color="teal" onClick={doApprove} loading={approve.isPending}>
              {t('rfps:details.approveConfirm')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
      <ProviderProfileModal providerId={profile} onClose={() => setProfile(null)} />
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="end" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{value || '—'}</bdi>
      </Text>
    </Group>
  );
}

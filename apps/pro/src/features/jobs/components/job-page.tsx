import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMap2, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@portal/contract/codes';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { orderPath, useAllRequests } from '../../../api/provider/provider-api.ts';
import { OrderFacts } from '../../../components/order-facts.tsx';
import { useProviderAction } from '../../../components/use-provider-action.ts';
import { WaitingActions } from '../../../components/waiting-actions.tsx';
import { CancelJob } from './cancel-job.tsx';
import { CashReceived } from './cash-received.tsx';
import { EstimateSection } from './estimate-section.tsx';
import { RateCustomer } from './rate-customer.tsx';
import { WorkFiles } from './work-files.tsx';

/** Moves that have their own screens (accept, decline, cancel) are not status buttons here. */
const OWN_CALLS: readonly OrderStatus[] = ['ACPT', 'REJT', 'CNCL'];

/**
 * One job (issue 18 point 3): the customer's address with a maps link, contact details while the status allows,
 * the moves the state machine allows (each asked before), the estimate, the work's photos and videos, the cash
 * received, the rating of the customer and the emergency cancel. Read from the lists, so the last copy shows offline.
 */
export function JobPage() {
  const { t } = useTranslation('jobs');
  const { type, id } = useParams();
  const { all, isPending } = useAllRequests();
  const order = all.find((o) => o.type === type && String(o.id) === id);
  const { act, busy } = useProviderAction();
  const [asking, setAsking] = useState<OrderStatus | null>(null);

  if (!order) {
    return isPending ? null : (
      <Stack>
        <Text>{t('jobs.notFound')}</Text>
        <Anchor component={Link} to="/jobs">
          {t('jobs.back')}
        </Anchor>
      </Stack>
    );
  }
  const moves = order.isMine ? order.nextStatuses.filter((s) => !OWN_CALLS.includes(s)) : [];
  const maps = `https://www.google.com/maps/search/?api=1&query=${order.latitude},${order.longitude}`;
  const phone = order.phoneNo ? `${order.countryCode ?? ''}${order.phoneNo}` : null;

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/jobs" size="sm">
        {t('jobs.back')}
      </Anchor>
      <Title order={1} size="h3">
        {t('orderNo', { no: order.orderNo })}
      </Title>
      <WaitingActions />
      <Card withBorder>
        <OrderFacts order={order} />
      </Card>

      <Card withBorder>
        <Stack gap={6}>
          <Title order={2} size="h5">
            {t('jobs.address')}
          </Title>
          <Text size="sm">
            {order.branchName} — {order.area}, {order.city}, {order.country}
          </Text>
          <Anchor href={maps} target="_blank" rel="noopener">
            <Group gap={4} wrap="nowrap">
              <IconMap2 size={16} aria-hidden />
              {t('jobs.openMaps')}
            </Group>
          </Anchor>
          {order.contactName && (
            <>
              <Title order={2} size="h5" mt="xs">
                {t('jobs.contact')}
              </Title>
              <Text size="sm">{order.contactName}</Text>
              {phone && (
                <Anchor href={`tel:${phone}`} dir="ltr">
                  <Group gap={4} wrap="nowrap">
                    <IconPhone size={16} aria-hidden />
                    {`${order.countryCode ?? ''} ${order.phoneNo}`}
                  </Group>
                </Anchor>
              )}
              {order.contactEmail && (
                <Anchor href={`mailto:${order.contactEmail}`} size="sm">
                  {order.contactEmail}
                </Anchor>
              )}
            </>
          )}
        </Stack>
      </Card>

      {moves.length > 0 && (
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('jobs.nextStep')}
            </Title>
            {order.customerFeesStatus === 'PEND' && moves.includes('FSD') && (
              <Text size="sm" c="dimmed">
                {t('jobs.waitEstimate')}
              </Text>
            )}
            {moves.map((s) => (
              <Button key={s} onClick={() => setAsking(s)} disabled={busy}>
                {t(`jobs.move.${s}`)}
              </Button>
            ))}
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`jobs.move.${asking}`) : ''}
        confirmLabel={t('jobs.confirm')}
        backLabel={t('jobs.cancelDialog')}
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const to = asking!;
          void act({
            method: 'POST',
            path: `${orderPath(order)}/status`,
            body: { status: to },
            label: { key: 'offline.label.status', values: { no: order.orderNo, status: t(`jobs.move.${to}`) } },
          }).then(() => setAsking(null));
        }}
      >
        <Text>{asking ? t('jobs.confirmMove', { no: order.orderNo, step: t(`jobs.move.${asking}`) }) : ''}</Text>
      </ConfirmDialog>

      {order.isMine && <EstimateSection order={order} />}
      {order.isMine && <WorkFiles order={order} />}
      {order.isMine && <CashReceived order={order} />}
      {order.isMine && <RateCustomer order={order} />}
      {order.isMine && order.nextStatuses.includes('CNCL') && <CancelJob order={order} />}
    </Stack>
  );
}

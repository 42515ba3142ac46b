import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Progress, Radio, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconClockHour4, IconFileDescription, IconRadar, IconStarFilled, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { FormModal } from '@portal/ui/form-modal';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useConvertExpress, useServingProviders } from '../api/convert-express.ts';
import type { Order } from '../order-types.ts';

/** Seconds until an instant, counted down once a second (the 10 s poll brings the rest). */
function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.round((Date.parse(until) - now) / 1000)) : null;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const newOrderPath = (c: { type: 'T' | 'R'; id: number }) => (c.type === 'T' ? `/direct-award-reply?serviceId=${c.id}` : `/rfps-details?rfpId=${c.id}`);

/**
 * Issue 19: an express order's dispatch as the customer watches it (how many featured providers nearby were
 * offered it, the time left, who accepted with rating and distance) and, when nobody took it, the one-step
 * conversion into a Direct Award or an RFP with the same brief, branch and files.
 */
export function DispatchWatch({ order }: { order: Order }) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const d = order.dispatch;
  const left = useSecondsLeft(order.status === 'REQD' ? (d?.expiresAt ?? null) : null);
  const [asking, setAsking] = useState<'T' | 'R' | null>(null);
  const [providerId, setProviderId] = useState<string | null>(null);
  const convert = useConvertExpress();
  const providers = useServingProviders(order.categoryId.id, order.subCategoryId.id, asking === 'T');
  if (!d) return null;

  const windowSeconds = d.expiresAt ? Math.max(1, (Date.parse(d.expiresAt) - Date.parse(order.createdAt)) / 1000) : 1;
  const doConvert = (to: 'T' | 'R') =>
    convert.mutate(
      { serviceId: order.id, to, ...(to === 'T' && providerId ? { providerId: Number(providerId) } : {}) },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          setAsking(null);
          void navigate(newOrderPath(res.data));
        },
        onError: (err) => {
          toastError(err);
          setAsking(null);
        },
      },
    );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="dispatch-watch">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconRadar size={20} aria-hidden />
          <Title order={2} fz="lg">
            {t('orders:dispatch.title')}
          </Title>
        </Group>
        <Text size="sm" data-testid="dispatch-offered">
          {t('orders:dispatch.offered', { count: d.offeredCount })}
        </Text>
        {left !== null && order.status === 'REQD' && (
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <IconClockHour4 size={16} aria-hidden />
              <Text size="sm" fw={600} aria-live="polite" data-testid="dispatch-left">
                {t('orders:dispatch.timeLeft')} <bdi dir="ltr">{clock(left)}</bdi>
              </Text>
            </Group>
            <Progress value={Math.min(100, (left / windowSeconds) * 100)} aria-hidden size="sm" />
          </Stack>
        )}
        {d.acceptedBy && (
          <Alert color="teal" variant="light" icon={<IconUserCheck />} title={t('orders:dispatch.acceptedTitle')} data-testid="dispatch-accepted">
            <Text size="sm">
              <bdi>{d.acceptedBy.name}</bdi> · <IconStarFilled size={12} aria-hidden /> <bdi dir="ltr">{d.acceptedBy.rating.toFixed(1)}</bdi> (
              {t('orders:dispatch.reviews', { count: d.acceptedBy.total })})
              {d.acceptedBy.distanceKm !== null && <> · {t('orders:dispatch.distance', { km: d.acceptedBy.distanceKm.toFixed(1) })}</>}
            </Text>
          </Alert>
        )}
        {d.convertedTo && (
          <Alert color="blue" variant="light" icon={<IconArrowsExchange />} data-testid="dispatch-converted">
            <Text size="sm">
              {t(`orders:dispatch.convertedTo.${d.convertedTo.type}`)}{' '}
              <Anchor component={Link} to={newOrderPath(d.convertedTo)}>
                <bdi dir="ltr">{d.convertedTo.orderNo}</bdi>
              </Anchor>
            </Text>
          </Alert>
        )}
        {d.canConvert && (
          <Stack gap="sm">
            <Text size="sm">{t('orders:dispatch.convertHint')}</Text>
            <Group gap="sm">
              <Button leftSection={<IconUserCheck size={18} />} onClick={() => setAsking('T')} data-testid="convert-to-direct">
                {t('orders:dispatch.toDirect')}
              </Button>
              <Button variant="light" leftSection={<IconFileDescription size={18} />} onClick={() => setAsking('R')} data-testid="convert-to-rfp">
                {t('orders:dispatch.toRfp')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>

      <FormModal opened={asking === 'T'} onClose={convert.isPending ? () => {} : () => setAsking(null)} title={t('orders:dispatch.chooseTitle')} size="md">
        <Stack gap="md">
          <Text size="sm">{t('orders:dispatch.chooseHint')}</Text>
          {providers.isPending ? (
            <Skeleton h={120} />
          ) : !providers.data?.length ? (
            <Text size="sm" c="dimmed" data-testid="convert-no-providers">
              {t('orders:dispatch.noProviders')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320}>
              <Radio.Group value={providerId} onChange={setProviderId} aria-label={t('orders:dispatch.chooseTitle')}>
                <Stack gap="xs">
                  {providers.data.map((p) => (
                    <Radio
                      key={p.id}
                      value={String(p.id)}
                      data-testid="convert-provider"
                      label={
                        <Text size="sm">
                          <bdi>{p.name}</bdi> · <bdi dir="ltr">{p.rating.toFixed(1)}</bdi> ({t('orders:dispatch.reviews', { count: p.total })})
                        </Text>
                      }
                    />
                  ))}
                </Stack>
              </Radio.Group>
            </ScrollArea.Autosize>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)} disabled={convert.isPending}>
              {t('orders:dispatch.back')}
            </Button>
            <Button onClick={() => doConvert('T')} loading={convert.isPending} disabled={!providerId} data-testid="convert-confirm">
              {t('orders:dispatch.sendDirect')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
      <ConfirmDialog
        opened={asking === 'R'}
        title={t('orders:dispatch.rfpTitle')}
        confirmLabel={t('orders:dispatch.sendRfp')}
        backLabel={t('orders:dispatch.back')}
        onConfirm={() => doConvert('R')}
        onClose={() => setAsking(null)}
        busy={convert.isPending}
      >
        <Text size="sm">{t('orders:dispatch.rfpHint')}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

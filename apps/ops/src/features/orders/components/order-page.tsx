import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, List, Select, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import type { OperatorOrderDetail } from '@portal/contract/operator-console';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { FormModal } from '@portal/ui/form-modal';
import { OrderStatusBadge } from '@portal/ui/order-status-badge';
import { formatAmount, formatOrderDate } from '@portal/web-kit/format-order';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useCancelOrder, useOrderDetail, useReassignCandidates, useReassignOrder } from '../api/orders.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="nowrap" align="start">
          <Text component="dt" size="sm" c="dimmed" miw={140}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value === null || value === '' || value === undefined ? '—' : value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const MIN_REASON = 3;

function CancelAction({ d }: { d: OperatorOrderDetail }) {
  const { t, i18n } = useTranslation('desk');
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(d.order.type, d.order.id);
  const short = reason.trim().length < MIN_REASON;
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('cancelOrder')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('cancelTitle', { orderNo: d.order.orderNo })}
        confirmLabel={t('cancelConfirm')}
        confirmColor="red"
        backLabel={tc('back')}
        busy={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          if (short) return toastError(t('reasonRequired'));
          cancel.mutate(reason.trim(), {
            onSuccess: (r) => {
              toastSuccess(r.message);
              setOpen(false);
            },
            onError: toastError,
          });
        }}
      >
        <Text size="sm">{t('cancelWhat')}</Text>
        <Text size="sm" fw={600}>
          {t('cancelFee', { amount: formatAmount(0, i18n.language as Lang) })}
        </Text>
        <Textarea label={t('reason')} description={t('reasonHint')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required maxLength={500} autosize minRows={2} data-autofocus />
      </ConfirmDialog>
    </>
  );
}

function ReassignAction({ d }: { d: OperatorOrderDetail }) {
  const { t } = useTranslation('desk');
  const { t: tc } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [providerId, setProviderId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const candidates = useReassignCandidates(d.order.id, open);
  const reassign = useReassignOrder(d.order.id);
  const close = () => {
    setOpen(false);
    setProviderId(null);
    setReason('');
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('reassign')}
      </Button>
      <FormModal opened={open} onClose={reassign.isPending ? () => {} : close} title={t('reassignTitle', { orderNo: d.order.orderNo })} size="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!providerId) return toastError(t('providerRequired'));
            if (reason.trim().length < MIN_REASON) return toastError(t('reasonRequired'));
            reassign.mutate(
              { providerId: Number(providerId), reason: reason.trim() },
              {
                onSuccess: (r) => {
                  toastSuccess(r.message);
                  close();
                },
                onError: toastError,
              },
            );
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('reassignWhat', { provider: d.provider?.name ?? '' })}</Text>
            <Select
              label={t('newProvider')}
              data={(candidates.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} · ${c.email}` }))}
              value={providerId}
              onChange={setProviderId}
              searchable
              required
              nothingFoundMessage={candidates.isPending ? t('loading') : t('noCandidates')}
              data-autofocus
            />
            <Textarea label={t('reason')} description={t('reasonHint')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required maxLength={500} autosize minRows={2} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={reassign.isPending}>
                {tc('back')}
              </Button>
              <Button type="submit" loading={reassign.isPending}>
                {t('reassignConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
}

function money(v: number | null, lang: Lang, t: (k: string, o?: Record<string, unknown>) => string) {
  return v === null ? null : t('jod', { amount: formatAmount(v, lang) });
}

function Detail({ d }: { d: OperatorOrderDetail }) {
  const { t, i18n } = useTranslation('desk');
  const { t: ts } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const o = d.order;
  const status = (s: string | null) => (s ? ts(`status.${s}`) : '—');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={4}>
          <Anchor component={Link} to="/orders" size="sm">
            {t('backToOrders')}
          </Anchor>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {t('orderTitle', { orderNo: o.orderNo })}
            </Title>
            <OrderStatusBadge status={o.status} size="lg" />
            <Badge variant="outline" tt="none">
              {t(`modes.${o.type}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {d.title ? `${d.title} · ` : ''}
            {o.categoryId.name} / {o.subCategoryId.name}
          </Text>
        </Stack>
        <Group gap="sm">
          {d.canReassign && <ReassignAction d={d} />}
          {d.canCancel && <CancelAction d={d} />}
        </Group>
      </Group>

      {o.cashMismatch && (
        // Issue 19.3: the two cash records differ. Nothing waits on it (the rating is open); operators settle it.
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('cashMismatchTitle')} data-testid="cash-mismatch">
          {t('cashMismatchBody', {
            customer: money(o.cashMismatch.customerAmount, lang, t),
            provider: money(o.cashMismatch.providerAmount, lang, t),
            date: formatOrderDate(o.cashMismatch.at, lang),
          })}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section id="o-customer" title={t('customer')}>
          <Facts
            rows={[
              [t('name'), d.customer.name],
              [t('email'), <span dir="ltr">{d.customer.email}</span>],
              [t('phone'), <span dir="ltr">{d.customer.phone}</span>],
              [t('accountStatus'), t(`account.${d.customer.status}`)],
              [
                t('contact'),
                <>
                  {o.contactName} · <span dir="ltr">{`${o.countryCode} ${o.phoneNo}`}</span>
                </>,
              ],
              [t('address'), `${o.branchName}, ${o.area}, ${o.city}`],
            ]}
          />
        </Section>
        <Section id="o-provider" title={t('provider')}>
          {d.provider ? (
            <Facts
              rows={[
                [t('name'), d.provider.name],
                [t('email'), <span dir="ltr">{d.provider.email}</span>],
                [t('phone'), <span dir="ltr">{d.provider.phone}</span>],
                [t('accountStatus'), t(`account.${d.provider.status}`)],
              ]}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('noProvider')}
            </Text>
          )}
        </Section>
        <Section id="o-order" title={t('details')}>
          <Facts
            rows={[
              [t('created'), formatOrderDate(o.createdAt, lang)],
              [t('start'), formatOrderDate(o.startDate, lang)],
              [t('accepted'), formatOrderDate(o.acceptedAt, lang)],
              [t('end'), formatOrderDate(o.endDate, lang)],
              [t('promoCode'), o.promoCode],
            ]}
          />
          <Text size="sm" mt="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {o.description}
          </Text>
        </Section>
        <Section id="o-fees" title={t('feesAndPayment')}>
          <Facts
            rows={[
              [t('feeDecision'), o.customerFeesStatus ? t(`fee.${o.customerFeesStatus}`) : null],
              [t('visitFees'), money(o.visitFees, lang, t)],
              [t('serviceFees'), money(o.estimateServiceFees, lang, t)],
              [t('sparePartFees'), money(o.estimateSparePartFees, lang, t)],
              [t('estimateNotes'), o.estimateNotes],
              [t('paid'), money(o.totalAmountOfCustomer, lang, t)],
              [t('paymentMethod'), o.paymentMethod ? t(`method.${o.paymentMethod}`) : null],
              [t('paymentReference'), o.paymentReference ? <span dir="ltr">{o.paymentReference}</span> : null],
              [t('cashReceived'), d.cashReceived ? money(d.cashReceived.amount, lang, t) : null],
              [t('cancelFeeCharged'), money(o.cancelFee, lang, t)],
              [t('ratingOfProvider'), o.ratingForServiceProvider ? `${o.ratingForServiceProvider.rating} · ${o.ratingForServiceProvider.description}` : null],
              [t('ratingOfCustomer'), o.ratingForCustomer ? `${o.ratingForCustomer.rating} · ${o.ratingForCustomer.description}` : null],
            ]}
          />
        </Section>
      </SimpleGrid>

      <Section id="o-files" title={t('files')}>
        {o.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noFiles')}
          </Text>
        ) : (
          <List size="sm">
            {o.attachments.map((a) => (
              <List.Item key={a.id}>
                {a.fileName} · {t(`side.${a.side}`)}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section id="o-history" title={t('history')}>
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('when')}</Table.Th>
                <Table.Th scope="col">{t('fromStatus')}</Table.Th>
                <Table.Th scope="col">{t('toStatus')}</Table.Th>
                <Table.Th scope="col">{t('by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.history.map((h, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{formatOrderDate(h.at, lang)}</Table.Td>
                  <Table.Td>{status(h.from)}</Table.Td>
                  <Table.Td>{status(h.to)}</Table.Td>
                  <Table.Td>{t(`actor.${h.actorRole}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {d.history.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('noHistory')}
          </Text>
        )}
      </Section>

      <Section id="o-actions" title={t('operatorActions')}>
        {d.operatorActions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noActions')}
          </Text>
        ) : (
          <List size="sm">
            {d.operatorActions.map((a) => (
              <List.Item key={a.id}>
                {formatOrderDate(a.at, lang)} · <span dir="ltr">{a.operatorEmail}</span> · {t(a.action.endsWith('/reassign') ? 'actionReassign' : 'actionCancel')}
                {a.reason ? ` · ${a.reason}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section id="o-notifications" title={t('notifications')}>
        {d.notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noNotifications')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('when')}</Table.Th>
                  <Table.Th scope="col">{t('recipient')}</Table.Th>
                  <Table.Th scope="col">{t('message')}</Table.Th>
                  <Table.Th scope="col">{t('read')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.notifications.map((n) => (
                  <Table.Tr key={n.id}>
                    <Table.Td>{formatOrderDate(n.at, lang)}</Table.Td>
                    <Table.Td>{t(`audience.${n.audience}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {n.title}
                      </Text>
                      <Text size="sm">{n.body}</Text>
                    </Table.Td>
                    <Table.Td>{n.isRead ? t('yes') : t('no')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Section>

      {o.type === 'E' && d.offers.length > 0 && (
        <Section id="o-offers" title={t('offers')}>
          <List size="sm">
            {d.offers.map((f) => (
              <List.Item key={f.providerId}>
                {f.name} · {t(`offer.${f.status}`)} · {formatOrderDate(f.at, lang)}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {o.type === 'R' && (
        <Text size="sm" c="dimmed">
          {t('proposalsCount', { count: d.proposals })}
        </Text>
      )}
    </Stack>
  );
}

/** One order with everything its customer and provider see, and what only operators see; cancel and reassign. */
export function OrderPage() {
  const { t } = useTranslation('desk');
  const id = Number(useParams().id);
  const order = useOrderDetail(id);
  if (order.isPending) return <Skeleton h={400} aria-label={t('loading')} />;
  if (order.isError)
    return (
      <Alert color="red" title={t('orderLoadFailed')}>
        <Anchor component={Link} to="/orders">
          {t('backToOrders')}
        </Anchor>
      </Alert>
    );
  return <Detail d={order.data} />;
}

import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Lang } from '@portal/contract/lang';
import type { Receipt } from '@portal/contract/payments';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { toastError } from '@portal/web-kit/toast';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { Money } from '../../../components/money/money.tsx';
import { downloadReceipt, useReceipt } from '../api/get-receipt.ts';
import { followParams } from '../follow-params.ts';
import { flowPath } from '../next-step.ts';
import './receipt-print.css';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    // A div around each dt/dd pair is what a dl may hold.
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" component="dt" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} component="dd" m={0} ta="end" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="md">
        {title}
      </Title>
      <Divider />
      <Stack gap={6} component="dl" m={0}>
        {children}
      </Stack>
    </Stack>
  );
}

const amount = (v: number | null) => (v === null ? '—' : <Money amount={v} fw="inherit" size="sm" />);

function ReceiptBody({ r }: { r: Receipt }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language as Lang;
  const date = (v: string | null, withTime = true) => (v ? <bdi>{formatOrderDate(v, lang, withTime)}</bdi> : '—');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="receipt">
      <Stack gap="lg">
        <Stack gap={2}>
          <Text c="blue.7" fw={700} size="sm">
            {t('common:brand')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('receipt.issued', { date: formatOrderDate(r.issuedAt, lang) })}
          </Text>
        </Stack>
        <Section title={t('receipt.order')}>
          <Row label={t('receipt.orderNo')} strong>
            <bdi dir="ltr">{r.orderNo}</bdi>
          </Row>
          <Row label={t('receipt.service')}>{r.title}</Row>
          <Row label={t('receipt.provider')}>{r.provider?.name ?? '—'}</Row>
          <Row label={t('receipt.customer')}>{r.customer.name}</Row>
          <Row label={t('receipt.address')}>{[r.branchName, r.area, r.city].filter(Boolean).join(lang === 'ar' ? '، ' : ', ')}</Row>
          <Row label={t('receipt.orderedOn')}>{date(r.createdAt)}</Row>
          {r.startDate && <Row label={t('receipt.start')}>{date(r.startDate)}</Row>}
          <Row label={t('receipt.completedOn')}>{date(r.completedAt)}</Row>
        </Section>
        <Section title={t(`receipt.feesTitle.${r.fees.basis}`)}>
          {r.fees.basis === 'none' ? (
            <Row label={t('receipt.feesNone')}>—</Row>
          ) : (
            <>
              {r.fees.visitFees !== null && <Row label={t('receipt.visitFees')}>{amount(r.fees.visitFees)}</Row>}
              {r.fees.serviceFees !== null && <Row label={t('receipt.serviceFees')}>{amount(r.fees.serviceFees)}</Row>}
              {r.fees.sparePartFees !== null && <Row label={t('receipt.partsFees')}>{amount(r.fees.sparePartFees)}</Row>}
              <Row label={t('receipt.agreedTotal')} strong>
                {amount(r.fees.total)}
              </Row>
            </>
          )}
        </Section>
        <Section title={t('receipt.payment')}>
          <Row label={t('receipt.amountPaid')} strong>
            <span data-testid="receipt-paid">{amount(r.amountPaid)}</span>
          </Row>
          <Row label={t('receipt.method')}>{r.paymentMethod ? t(`pay.methods.${r.paymentMethod}`) : '—'}</Row>
          <Row label={t('receipt.reference')}>{r.paymentReference ? <bdi dir="ltr">{r.paymentReference}</bdi> : '—'}</Row>
          <Row label={t('receipt.paidOn')}>{date(r.paidAt)}</Row>
          <Row label={t('receipt.guaranteeUntil')}>{r.guaranteeUntil ? date(r.guaranteeUntil, false) : t('receipt.noGuarantee')}</Row>
        </Section>
        <Text size="xs" c="dimmed">
          {t('receipt.note')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /receipt?serviceId&type (issue 19.3): the receipt of a completed order, printable (the page alone on A4) and as
 * the server's PDF in the page's language.
 */
export default function ReceiptPage() {
  const { t } = useTranslation(['orders', 'common']);
  const [params] = useSearchParams();
  const p = followParams(params);
  const receipt = useReceipt(p?.type ?? 'T', p?.id ?? 0);
  const [saving, setSaving] = useState(false);
  useDocumentTitle(`${t('orders:receipt.title')} · ${t('common:brand')}`);
  const save = () => {
    if (!p) return;
    setSaving(true);
    downloadReceipt(p.type, p.id)
      .catch(toastError)
      .finally(() => setSaving(false));
  };
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} id="receipt-print">
      <Stack gap="lg">
        <OrderPageHeader
          title={t('orders:receipt.title')}
          intro={receipt.data ? t('orders:receipt.intro', { orderNo: receipt.data.orderNo }) : undefined}
          backTo={p ? flowPath('tracking', p.type, p.id) : '/my-orders'}
          backLabel={t('orders:receipt.back')}
        />
        <Group gap="sm" className="no-print">
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!receipt.data}>
            {t('orders:receipt.print')}
          </Button>
          <Button variant="light" leftSection={<IconFileTypePdf size={18} />} onClick={save} loading={saving} disabled={!receipt.data} data-testid="receipt-pdf">
            {t('orders:receipt.pdf')}
          </Button>
        </Group>
        {!p && <Alert color="red" title={t('orders:receipt.invalid')} />}
        {p && receipt.isPending && <Skeleton h={420} radius="lg" aria-label={t('common:loading')} />}
        {receipt.isError && (
          <Alert color="orange" title={t('orders:receipt.unavailable')}>
            {receipt.error.message}
          </Alert>
        )}
        {receipt.data && <ReceiptBody r={receipt.data} />}
      </Stack>
    </Container>
  );
}

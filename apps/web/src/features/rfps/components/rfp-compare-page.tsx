import './rfp-compare-print.css';
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypePdf, IconPrinter, IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Lang } from '@portal/contract/lang';
import { COMPARE_MAX, COMPARE_MIN, type CompareBestRow, type ComparedProposal } from '@portal/contract/rfp-comparison';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { Money } from '../../../components/money/money.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { ApiError } from '@portal/web-kit/api-client';
import { formatOrderDate } from '@portal/web-kit/format-order';
import { toastError } from '@portal/web-kit/toast';
import { downloadComparison, useRfpComparison } from '../api/get-rfp-comparison.ts';
import { rfpIdParam } from '../rfp-params.ts';
import { RfpNotFound } from './rfp-not-found.tsx';

/** The reply ids of the address (`replyIds=1,2,3`), 2 to 5 different ones, or null. */
export function replyIdsParam(v: string | null): number[] | null {
  const ids = (v ?? '').split(',').map((x) => rfpIdParam(x.trim()));
  if (ids.some((x) => x === null) || ids.length < COMPARE_MIN || ids.length > COMPARE_MAX || new Set(ids).size !== ids.length) return null;
  return ids as number[];
}

type Row = { key: string; label: string; cell: (p: ComparedProposal) => ReactNode; best?: CompareBestRow };

/**
 * /rfps-compare?rfpId&replyIds=a,b,c (issue 19): the chosen proposals as columns, the best value of each row
 * marked; on a phone the labels' column stays put while the proposals scroll (right to left in Arabic, the
 * table's direction); printable, and saved as CSV or PDF by the server.
 */
export default function RfpComparePage() {
  const { t, i18n } = useTranslation(['rfps', 'common']);
  const lang = i18n.language as Lang;
  useDocumentTitle(`${t('rfps:compare.title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const rfpId = rfpIdParam(params.get('rfpId'));
  const replyIds = replyIdsParam(params.get('replyIds'));
  const comparison = useRfpComparison(rfpId ?? 0, replyIds ?? []);
  const [saving, setSaving] = useState<'csv' | 'pdf' | null>(null);

  if (rfpId === null || (comparison.error instanceof ApiError && comparison.error.status === 404)) return <RfpNotFound />;
  const back = `/rfps-reply?rfpId=${rfpId}`;
  const save = (format: 'csv' | 'pdf') => {
    setSaving(format);
    downloadComparison(rfpId, replyIds ?? [], format)
      .catch(toastError)
      .finally(() => setSaving(null));
  };

  const c = comparison.data;
  const yesNo = (v: boolean) => t(v ? 'rfps:compare.yes' : 'rfps:compare.no');
  const rows: Row[] = c
    ? [
        { key: 'price', label: t('rfps:compare.rows.price'), cell: (p) => <Money amount={p.price} />, best: 'price' },
        { key: 'spareParts', label: t('rfps:compare.rows.spareParts'), cell: (p) => <bdi>{p.spareParts || '-'}</bdi> },
        { key: 'sparePartFees', label: t('rfps:compare.rows.sparePartFees'), cell: (p) => <Money amount={p.sparePartFees} />, best: 'sparePartFees' },
        { key: 'total', label: t('rfps:compare.rows.total'), cell: (p) => <Money amount={p.total} fw={700} />, best: 'total' },
        { key: 'paymentTerms', label: t('rfps:compare.rows.paymentTerms'), cell: (p) => <bdi>{p.paymentTerms}</bdi> },
        {
          key: 'guaranteeUntil',
          label: t('rfps:compare.rows.guaranteeUntil'),
          cell: (p) => (p.guaranteeUntil ? <bdi dir="ltr">{formatOrderDate(p.guaranteeUntil, lang, false)}</bdi> : t('rfps:compare.noGuarantee')),
          best: 'guaranteeUntil',
        },
        { key: 'rating', label: t('rfps:compare.rows.rating'), cell: (p) => <bdi dir="ltr">{p.rating.toFixed(1)}</bdi>, best: 'rating' },
        { key: 'reviews', label: t('rfps:compare.rows.reviews'), cell: (p) => <bdi dir="ltr">{p.reviews}</bdi>, best: 'reviews' },
        { key: 'tasksDone', label: t('rfps:compare.rows.tasksDone'), cell: (p) => <bdi dir="ltr">{p.tasksDone}</bdi>, best: 'tasksDone' },
        { key: 'userType', label: t('rfps:compare.rows.userType'), cell: (p) => t(p.userType === 'C' ? 'rfps:compare.company' : 'rfps:compare.individual') },
        { key: 'hasCar', label: t('rfps:compare.rows.hasCar'), cell: (p) => yesNo(p.hasCar), best: 'hasCar' },
        ...c.questions.map((q) => ({
          key: `q${q.questionId}`,
          label: q.text,
          cell: (p: ComparedProposal) => <bdi>{p.answers[String(q.questionId)] || '-'}</bdi>,
        })),
      ]
    : [];

  // The labels' column stays in place while the proposals scroll under it (inline-start: right in Arabic).
  const sticky = { position: 'sticky', insetInlineStart: 0, zIndex: 1, background: 'var(--mantine-color-body)', minWidth: 140, maxWidth: 200 } as const;

  let body;
  if (replyIds === null) body = <Alert color="yellow">{t('rfps:compare.choose')}</Alert>;
  else if (comparison.isPending) body = <Skeleton h={420} radius="lg" />;
  else if (comparison.isError || !c) body = <LoadErrorAlert title={t('rfps:compare.loadError')} query={comparison} />;
  else
    body = (
      <Paper withBorder radius="lg" p={0} className="compare-scroll" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" withColumnBorders data-testid="compare-table" style={{ minWidth: 140 + c.proposals.length * 170 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={sticky}>{t('rfps:compare.rows.provider')}</Table.Th>
              {c.proposals.map((p) => (
                <Table.Th key={p.replyId} data-testid="compare-column" style={{ minWidth: 170 }}>
                  <bdi>{p.providerName}</bdi>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key} data-row={r.key}>
                <Table.Th scope="row" style={sticky}>
                  <Text size="sm" fw={600}>
                    {r.label}
                  </Text>
                </Table.Th>
                {c.proposals.map((p) => {
                  const best = r.best ? (c.best[r.best] ?? []).includes(p.replyId) : false;
                  return (
                    <Table.Td key={p.replyId} data-best={best} style={best ? { background: 'var(--mantine-color-teal-0)', fontWeight: 700 } : undefined}>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={best ? 700 : 400} component="span" style={{ overflowWrap: 'anywhere' }}>
                          {r.cell(p)}
                        </Text>
                        {best && (
                          <Badge size="xs" color="teal" variant="light" tt="none" data-testid="best-mark">
                            {t('rfps:compare.best')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} id="rfp-compare-print">
      <Stack gap="lg">
        <OrderPageHeader title={c?.rfp.title ?? t('rfps:compare.title')} intro={t('rfps:compare.intro')} backTo={back} backLabel={t('rfps:compare.back')} />
        <Group gap="sm" className="no-print">
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!c}>
            {t('rfps:compare.print')}
          </Button>
          <Button variant="light" leftSection={<IconFileSpreadsheet size={18} />} onClick={() => save('csv')} loading={saving === 'csv'} disabled={!c} data-testid="compare-csv">
            {t('rfps:compare.csv')}
          </Button>
          <Button variant="light" leftSection={<IconFileTypePdf size={18} />} onClick={() => save('pdf')} loading={saving === 'pdf'} disabled={!c} data-testid="compare-pdf">
            {t('rfps:compare.pdf')}
          </Button>
        </Group>
        <Group gap={6} c="dimmed" className="no-print">
          <IconScale size={16} aria-hidden />
          <Text size="xs">{t('rfps:compare.bestHint')}</Text>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}

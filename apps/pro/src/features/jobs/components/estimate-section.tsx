import { Button, Card, Checkbox, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendEstimate } from '@portal/contract/order-state-machine';
import type { ProviderOrder } from '@portal/contract/provider';
import { orderPath } from '../../../api/provider/provider-api.ts';
import { useProviderAction } from '../../../components/use-provider-action.ts';

/** The estimate (spec §4.4): the one sent and the customer's decision, and the form while under progress. */
export function EstimateSection({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  const { act, busy } = useProviderAction();
  const [problem, setProblem] = useState('');
  const [parts, setParts] = useState(false);
  const [partsText, setPartsText] = useState('');
  const [visit, setVisit] = useState<number | string>(0);
  const [service, setService] = useState<number | string>(0);
  const [partsFees, setPartsFees] = useState<number | string>(0);
  const [notes, setNotes] = useState('');
  const canSend = canSendEstimate(order.status, order.customerFeesStatus);
  if (!canSend && order.customerFeesStatus === null) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('estimate.title')}
        </Title>
        {order.customerFeesStatus !== null && (
          <Text size="sm" data-testid="estimate-decision">
            {t(`estimate.decision.${order.customerFeesStatus}`)} — {t('estimate.sent', { visit: order.visitFees ?? 0, service: order.estimateServiceFees ?? 0, parts: order.estimateSparePartFees ?? 0 })}
          </Text>
        )}
        {canSend && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void act({
                method: 'POST',
                path: `${orderPath(order)}/estimate`,
                body: {
                  estimateProblemDesc: problem,
                  estimateIsSparePartNeeded: parts,
                  sparePartDescription: parts ? partsText : '',
                  visitFees: Number(visit) || 0,
                  estimateServiceFees: Number(service) || 0,
                  estimateSparePartFees: parts ? Number(partsFees) || 0 : 0,
                  notes,
                },
                label: { key: 'offline.label.estimate', values: { no: order.orderNo } },
              });
            }}
          >
            <Stack gap="xs">
              <Textarea label={t('estimate.problem')} required value={problem} onChange={(e) => setProblem(e.currentTarget.value)} autosize minRows={2} />
              <Checkbox label={t('estimate.partsNeeded')} checked={parts} onChange={(e) => setParts(e.currentTarget.checked)} />
              {parts && <Textarea label={t('estimate.partsText')} value={partsText} onChange={(e) => setPartsText(e.currentTarget.value)} autosize />}
              <NumberInput label={t('estimate.visit')} min={0} decimalScale={3} value={visit} onChange={setVisit} inputMode="decimal" />
              <NumberInput label={t('estimate.service')} min={0} decimalScale={3} value={service} onChange={setService} inputMode="decimal" />
              {parts && <NumberInput label={t('estimate.partsFees')} min={0} decimalScale={3} value={partsFees} onChange={setPartsFees} inputMode="decimal" />}
              <Textarea label={t('estimate.notes')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize />
              <Button type="submit" loading={busy}>
                {t('estimate.send')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

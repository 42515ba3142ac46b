import { Button, Card, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderOrder } from '@portal/contract/provider';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { getCancelTerms, orderPath } from '../../../api/provider/provider-api.ts';
import { useProviderAction } from '../../../components/use-provider-action.ts';

/**
 * Cancel only for an emergency (issue 18 point 4): the reason is required, and the fine is shown when the terms
 * say it applies (GET .../cancel-terms; without that call, no fine is shown). Cannot be undone: asked first.
 */
export function CancelJob({ order }: { order: ProviderOrder }) {
  const { t } = useTranslation('jobs');
  const { act, busy } = useProviderAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fine, setFine] = useState<number | null>(null);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('cancel.hint')}
        </Text>
        <Button
          color="red"
          variant="light"
          onClick={() => {
            setOpen(true);
            void getCancelTerms(order).then((terms) => setFine(terms?.fineApplies ? terms.fine : null));
          }}
        >
          {t('cancel.open')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={open}
        title={t('cancel.title')}
        confirmLabel={t('cancel.confirm')}
        confirmColor="red"
        backLabel={t('jobs.cancelDialog')}
        busy={busy}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          if (reason.trim() === '') return;
          void act({
            method: 'POST',
            path: `${orderPath(order)}/cancel`,
            body: { reason: reason.trim() },
            label: { key: 'offline.label.cancel', values: { no: order.orderNo } },
          }).then((ok) => ok && setOpen(false));
        }}
      >
        <Textarea
          label={t('cancel.reason')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reason.trim() === '' ? t('cancel.reasonRequired') : undefined}
          autosize
          minRows={2}
        />
        {fine !== null && <Text c="red" fw={700} data-testid="cancel-fine">{t('cancel.fine', { fine })}</Text>}
      </ConfirmDialog>
    </Card>
  );
}

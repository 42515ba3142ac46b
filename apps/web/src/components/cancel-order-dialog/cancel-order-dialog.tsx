import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { FormModal } from '@portal/ui/form-modal';
import { useCancelTerms } from '../../api/orders/get-cancel-terms.ts';
import { Money } from '../money/money.tsx';

/** What the cancel call carries besides the order's id (spec §4.5): the reason asked, the fee shown. */
export type CancelInput = { reason?: string; cancelFee?: number };

type Props = {
  opened: boolean;
  onClose: () => void;
  onConfirm: (input: CancelInput) => void;
  busy: boolean;
  /** The order whose cancel terms the dialog reads when it opens (GET cancel-terms). */
  order: { type: 'T' | 'E' | 'R'; id: number };
  /** Another title and plain body (an RFP's, which may have no provider to tell). */
  title?: string;
  body?: string;
};

/**
 * The confirmation before cancelling (spec §4.5): before approval it asks for the reason (kept for customer
 * service); past approval it states the exact fee the server computed (the provider's minimum visit rate plus the
 * materials accepted), and the cancel carries that fee so the server refuses it if the fee has changed since.
 */
export function CancelOrderDialog({ opened, onClose, onConfirm, busy, order, title, body }: Props) {
  const { t } = useTranslation('orders');
  const terms = useCancelTerms(order.type, order.id, opened);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened) {
      setReason('');
      setTouched(false);
    }
  }, [opened]);

  const data = terms.data;
  const fee = data?.feeApplies ? data.fee : null;
  const needsReason = data?.reasonRequired === true;
  const reasonError = needsReason && touched && reason.trim().length < 3 ? t('cancel.reasonRequired') : null;

  const confirm = () => {
    if (!data) return;
    if (needsReason && reason.trim().length < 3) return setTouched(true);
    onConfirm({ cancelFee: data.fee, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  };

  return (
    <FormModal opened={opened} onClose={busy ? () => {} : onClose} title={title ?? t('cancel.title')} size="md">
      <Stack gap="md">
        {terms.isPending ? (
          <Group justify="center">
            <Loader size="sm" aria-label={t('cancel.loadingTerms')} />
          </Group>
        ) : terms.isError ? (
          <Alert color="red">{t('cancel.termsUnavailable')}</Alert>
        ) : fee !== null ? (
          <>
            <Alert color="orange" icon={<IconAlertTriangle />} title={t('cancel.feeTitle')}>
              <Text size="sm">
                {t('cancel.feeBody')} <Money amount={fee} fw={700} />
              </Text>
            </Alert>
            <Text size="sm" c="dimmed">
              {t('cancel.feeTerms')}
            </Text>
          </>
        ) : (
          <Text>{body ?? t('cancel.body')}</Text>
        )}
        {needsReason && (
          <Textarea
            label={t('cancel.reasonLabel')}
            description={t('cancel.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            maxLength={LIMITS.cancelReasonMax}
            autosize
            minRows={2}
            required
            error={reasonError}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy} disabled={!data}>
            {fee !== null ? t('cancel.confirmWithFee') : t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

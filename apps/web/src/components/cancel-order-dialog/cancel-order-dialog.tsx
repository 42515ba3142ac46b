import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@portal/ui/form-modal';
import { Money } from '../money/money.tsx';

type Props = {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Spec §4.5: when the server says the fee applies, the dialog states it (orderCancelFees, JOD). */
  fee: number | null;
  /** Another title and plain body (an RFP's, which may have no provider to tell). */
  title?: string;
  body?: string;
};

/** The confirmation before cancelling (spec §4.5): plain, or with the cancellation fee. */
export function CancelOrderDialog({ opened, onClose, onConfirm, busy, fee, title, body }: Props) {
  const { t } = useTranslation('orders');
  return (
    <FormModal opened={opened} onClose={busy ? () => {} : onClose} title={title ?? t('cancel.title')} size="md">
      <Stack gap="md">
        {fee !== null ? (
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('cancel.keep')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {fee !== null ? t('cancel.confirmWithFee') : t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

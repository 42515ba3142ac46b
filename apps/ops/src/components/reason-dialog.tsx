import { useState, type ReactNode } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';

type Props = {
  opened: boolean;
  title: string;
  /** What the action will do, said before it is done. */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason of an account action (suspend, reactivate, delete, terminate) before it is done. */
export function ReasonDialog({ opened, title, children, confirmLabel, confirmColor = 'red', busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation('people');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim().length === 0;
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      backLabel={t('common:back')}
      busy={busy}
      onClose={() => {
        setReason('');
        setTouched(false);
        onClose();
      }}
      onConfirm={() => {
        setTouched(true);
        if (!missing) onConfirm(reason.trim());
      }}
    >
      {children}
      <Textarea
        label={t('reason')}
        required
        autosize
        minRows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={touched && missing ? t('validation:reasonRequired') : undefined}
        data-autofocus
      />
    </ConfirmDialog>
  );
}

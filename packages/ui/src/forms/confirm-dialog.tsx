import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { FormModal } from './form-modal.tsx';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** The words of the button that acts, and its colour (red for what cannot be undone). */
  confirmLabel: string;
  confirmColor?: string;
  backLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
};

/** Asks before an action that spends money or cannot be undone; closing or Back leaves everything as it was. */
export function ConfirmDialog({ opened, title, children, confirmLabel, confirmColor = 'blue', backLabel, onConfirm, onClose, busy }: Props) {
  return (
    <FormModal opened={opened} onClose={busy ? () => {} : onClose} title={title} size="md">
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {backLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

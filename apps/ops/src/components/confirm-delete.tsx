import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { toastError, toastSuccess } from '@portal/web-kit/toast';

/** A delete mutation as the console's api hooks make them: answered with the API's message. */
type Remove<K> = {
  isPending: boolean;
  mutate: (key: K, opts: { onSuccess: (r: { message: string }) => void; onError: (err: Error) => void }) => void;
};

/**
 * The console's "delete this?" step: open while `target` is set, it says what deleting does, runs `remove` on
 * confirm and toasts the answer. A refusal keeps it open (the operator reads the toast and may go back) unless
 * `closeOnError`.
 */
export function ConfirmDelete<K>({
  target,
  remove,
  onClose,
  title,
  what,
  confirmLabel,
  closeOnError = false,
}: {
  target: K | null;
  remove: Remove<K>;
  onClose: () => void;
  title: string;
  what: string;
  confirmLabel: string;
  closeOnError?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      confirmLabel={confirmLabel}
      confirmColor="red"
      backLabel={t('back')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        target !== null &&
        remove.mutate(target, {
          onSuccess: (r) => {
            toastSuccess(r.message);
            onClose();
          },
          onError: (err) => {
            toastError(err);
            if (closeOnError) onClose();
          },
        })
      }
    >
      <Text size="sm">{what}</Text>
    </ConfirmDialog>
  );
}

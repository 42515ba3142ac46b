import { Modal, Text, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The portal's dialog for a form: bold title, above the header (z-index 300), centered unless full screen. */
export function FormModal({ title, children, ...props }: Omit<ModalProps, 'title'> & { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      centered
      zIndex={300}
      // Mantine's close button is an icon only: without a name a screen reader announces just "button".
      closeButtonProps={{ 'aria-label': t('close') }}
      {...props}
      title={
        <Text fw={700} size="lg">
          {title}
        </Text>
      }
    >
      {children}
    </Modal>
  );
}

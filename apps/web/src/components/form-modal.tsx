import { Modal, Text, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The portal's dialog for a form: bold title, above the header (z-index 300), centered unless full screen. */
export function FormModal({ title, children, ...props }: Omit<ModalProps, 'title'> & { title: string; children: ReactNode }) {
  return (
    <Modal
      centered
      zIndex={300}
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

import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: string;
}

/** The dialog that holds a create or edit form. */
export function FormModal({ opened, title, onClose, children, size = 'lg' }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      radius="md"
      closeOnClickOutside={false}
    >
      {children}
    </Modal>
  );
}

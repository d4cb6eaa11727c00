import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: string;
}

/** The dialog that holds a create or edit form. */
export function FormModal({ opened, title, onClose, children, size = 'lg' }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      radius="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  );
}

import { Button, Group, Tooltip } from '@mantine/core';
import { bookingEditorMessages } from '@pms/domain';
import { IconFileTypePdf, IconMail, IconTicket } from '@tabler/icons-react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditorValues } from '../types/editorValues.ts';

/**
 * 'Скачать PDF', 'Отправить на почту', 'Сгенерировать талоны'. The documents arrive with their own
 * capability; until then the buttons say so, and with unsaved changes they say 'Сохраните изменения!',
 * which the documents refuse on the same ground.
 */
export function DocumentButtons() {
  const { t } = useTranslation();
  const { isDirty } = useFormState<EditorValues>();
  const reason = isDirty ? bookingEditorMessages.saveChanges : t('bookingEditor.documentsSoon');
  const buttons = [
    { key: 'pdf', label: t('bookingEditor.confirm.pdf'), icon: <IconFileTypePdf size={16} /> },
    { key: 'email', label: t('bookingEditor.confirm.email'), icon: <IconMail size={16} /> },
    { key: 'coupons', label: t('bookingEditor.confirm.coupons'), icon: <IconTicket size={16} /> },
  ];
  return (
    <Group gap="sm">
      {buttons.map((b) => (
        <Tooltip key={b.key} label={reason}>
          <span>
            <Button variant="default" leftSection={b.icon} disabled>
              {b.label}
            </Button>
          </span>
        </Tooltip>
      ))}
    </Group>
  );
}

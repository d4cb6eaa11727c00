import { ActionIcon, Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PaymentRowActionsProps {
  saving: boolean;
  /** Saves the row; without it 'Сохранить' submits the row's own form. */
  onSave?: () => void;
  /** The cross: the row is closed unsaved. */
  onRemove: () => void;
  /** Keep both buttons on one line when the row wraps. */
  nowrap?: boolean;
}

/**
 * 'Сохранить' and the cross closing a new payment row: the booking editor's (inside the editor's form,
 * so it saves on click) and a leisure order's (its own form, so it submits).
 */
export function PaymentRowActions({ saving, onSave, onRemove, nowrap }: PaymentRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} mt={25} wrap={nowrap ? 'nowrap' : undefined}>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving}>
        {t('bookingEditor.payments.save')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('bookingEditor.payments.remove')}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

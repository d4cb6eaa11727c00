import { Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** The save request is running: the submit button spins and cannot be pressed twice. */
  loading: boolean;
  /** Defaults to 'Сохранить'. */
  submitLabel?: string;
  submitDisabled?: boolean;
  /** Without it there is no 'Отмена' button (forms that live on a page rather than in a dialog). */
  onCancel?: () => void;
  cancelDisabled?: boolean;
  mt?: MantineSpacing;
}

/** The buttons under every form, right-aligned: optional 'Отмена', then the submit button. */
export function FormActions({
  loading,
  submitLabel,
  submitDisabled,
  onCancel,
  cancelDisabled,
  mt,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      {onCancel ? (
        <Button variant="default" disabled={cancelDisabled} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={loading} disabled={submitDisabled}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}

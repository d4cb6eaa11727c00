import { Button, Group } from '@mantine/core';
import { advanceActions } from '@pms/domain';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';

interface EditorActionsProps {
  step: number;
  stepCount: number;
  onStep: (step: number) => void;
  saving: boolean;
  advancing: boolean;
  onAdvance: () => void;
  onDeleteDraft: () => void;
  onCancelBooking: () => void;
}

/**
 * The bottom bar: 'Удалить' for a draft or 'Отменить бронь'; the steps; the status advance and
 * 'Сохранить' (the form's submit, so Enter in a field saves too).
 */
export function EditorActions({
  step,
  stepCount,
  onStep,
  saving,
  advancing,
  onAdvance,
  onDeleteDraft,
  onCancelBooking,
}: EditorActionsProps) {
  const { t } = useTranslation();
  const { detail, isDraft, readOnly } = useEditorContext();
  const advance = advanceActions[detail.booking_status];
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm">
        {isDraft ? (
          <Button variant="light" color="red" onClick={onDeleteDraft}>
            {t('bookingEditor.actions.delete')}
          </Button>
        ) : (
          !readOnly && (
            <Button variant="light" color="red" onClick={onCancelBooking}>
              {t('bookingEditor.actions.cancelBooking')}
            </Button>
          )
        )}
      </Group>
      <Group gap="sm">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          disabled={step === 0}
          onClick={() => onStep(step - 1)}
        >
          {t('bookingEditor.previousStep')}
        </Button>
        <Button
          variant="subtle"
          rightSection={<IconArrowRight size={16} />}
          disabled={step === stepCount - 1}
          onClick={() => onStep(step + 1)}
        >
          {t('bookingEditor.nextStep')}
        </Button>
        {advance && !readOnly && (
          <Button variant="light" onClick={onAdvance} loading={advancing} data-testid="advance-status">
            {advance.label}
          </Button>
        )}
        {!readOnly && (
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {t('bookingEditor.actions.save')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import { advanceActions, type BookingStatus } from '@pms/domain';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { editorSteps } from '../utils/editorSteps.ts';

interface EditorActionsProps {
  step: number;
  onStep: (step: number) => void;
  saving: boolean;
  advancing: boolean;
  /** The status the advance button moves on from; null hides it. */
  advanceFrom: BookingStatus | null;
  onAdvance: () => void;
  onDeleteDraft: () => void;
  onCancelBooking: () => void;
  /** A group: the actions act on every room ('для всех'). */
  forAll?: boolean;
}

/**
 * The bottom bar: 'Удалить' for a draft or 'Отменить бронь'; the steps; the status advance and
 * 'Сохранить' (the form's submit, so Enter in a field saves too). A group's say 'для всех'.
 */
export function EditorActions({
  step,
  onStep,
  saving,
  advancing,
  advanceFrom,
  onAdvance,
  onDeleteDraft,
  onCancelBooking,
  forAll = false,
}: EditorActionsProps) {
  const { t } = useTranslation();
  const { isDraft, readOnly } = useEditorContext();
  const advance = advanceFrom ? advanceActions[advanceFrom] : undefined;
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
              {forAll ? t('bookingEditor.group.cancelAll') : t('bookingEditor.actions.cancelBooking')}
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
          disabled={step === editorSteps.length - 1}
          onClick={() => onStep(step + 1)}
        >
          {t('bookingEditor.nextStep')}
        </Button>
        {advance && !readOnly && (
          <Button variant="light" onClick={onAdvance} loading={advancing} data-testid="advance-status">
            {forAll ? t('bookingEditor.group.forAll', { action: advance.label }) : advance.label}
          </Button>
        )}
        {!readOnly && (
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            {forAll ? t('bookingEditor.group.saveAll') : t('bookingEditor.actions.save')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

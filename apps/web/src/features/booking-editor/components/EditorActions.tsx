import { Button, type ButtonProps, Group, Stack } from '@mantine/core';
import { advanceActions, type BookingStatus } from '@pms/domain';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../ui/usePhone.ts';
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
  const phone = usePhone();
  // On a phone a long label ('Отменить бронь для всех') wraps onto a second line instead of being cut.
  const wrap: ButtonProps = phone
    ? { h: 'auto', mih: 36, py: 6, styles: { label: { whiteSpace: 'normal', textAlign: 'center' } } }
    : {};
  const remove = isDraft ? (
    <Button variant="light" color="red" onClick={onDeleteDraft} {...wrap}>
      {t('bookingEditor.actions.delete')}
    </Button>
  ) : (
    !readOnly && (
      <Button variant="light" color="red" onClick={onCancelBooking} {...wrap}>
        {forAll ? t('bookingEditor.group.cancelAll') : t('bookingEditor.actions.cancelBooking')}
      </Button>
    )
  );
  // On a phone the arrows go without their words (named for screen readers).
  const arrows = (
    <Group gap={phone ? 'xs' : 'sm'} wrap="nowrap">
      <Button
        variant="subtle"
        leftSection={phone ? undefined : <IconArrowLeft size={16} />}
        aria-label={t('bookingEditor.previousStep')}
        disabled={step === 0}
        onClick={() => onStep(step - 1)}
      >
        {phone ? <IconArrowLeft size={16} /> : t('bookingEditor.previousStep')}
      </Button>
      <Button
        variant="subtle"
        rightSection={phone ? undefined : <IconArrowRight size={16} />}
        aria-label={t('bookingEditor.nextStep')}
        disabled={step === editorSteps.length - 1}
        onClick={() => onStep(step + 1)}
      >
        {phone ? <IconArrowRight size={16} /> : t('bookingEditor.nextStep')}
      </Button>
    </Group>
  );
  const advanceButton = advance && !readOnly && (
    <Button variant="light" onClick={onAdvance} loading={advancing} data-testid="advance-status" {...wrap}>
      {forAll ? t('bookingEditor.group.forAll', { action: advance.label }) : advance.label}
    </Button>
  );
  const save = !readOnly && (
    <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />} {...wrap}>
      {forAll ? t('bookingEditor.group.saveAll') : t('bookingEditor.actions.save')}
    </Button>
  );
  // A phone: two rows, the steps beside 'Отменить', the status step and 'Сохранить' sharing the width.
  if (phone)
    return (
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          {remove}
          {arrows}
        </Group>
        <Group grow wrap="nowrap" gap="xs">
          {advanceButton}
          {save}
        </Group>
      </Stack>
    );
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm">{remove}</Group>
      <Group gap="sm">
        {arrows}
        {advanceButton}
        {save}
      </Group>
    </Group>
  );
}

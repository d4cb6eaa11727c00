import { Button } from '@mantine/core';
import { bookingEditorMessages, isMovable } from '@pms/domain';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { openExtendStay } from '../utils/openExtendStay.tsx';

/**
 * 'Продлить' beside the stay's dates (issue 28, item 2): the saved stay, re-priced with its conflict
 * checked, in one move. Like a status step it acts on the saved booking, so unsaved edits come first.
 */
export function ExtendStayButton() {
  const { t } = useTranslation();
  const { detail, company, isDraft, readOnly } = useEditorContext();
  const { isDirty } = useFormState();
  if (isDraft || readOnly || detail.booking_status === 'new' || !isMovable(detail.booking_status))
    return null;
  const open = () => {
    if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
    openExtendStay(
      {
        id: detail.id,
        number: detail.number,
        room: detail.room,
        koika: detail.koika,
        check_in: detail.check_in,
        check_out: detail.check_out,
      },
      company.timezone,
    );
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconCalendarPlus size={14} />}
      onClick={open}
      data-testid="extend-stay"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('bookingEditor.extend.open')}
    </Button>
  );
}

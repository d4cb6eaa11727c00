import { Button, Group } from '@mantine/core';
import { bookingEditorMessages } from '@pms/domain';
import { IconFileTypePdf, IconMail, IconTicket } from '@tabler/icons-react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useSendBookingEmail } from '../../mail/hooks/useSendBookingEmail.ts';
import { useDocumentActions } from '../hooks/useDocumentActions.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';

/**
 * 'Скачать PDF', 'Отправить на почту', 'Сгенерировать талоны' (specification 2.6, step 7). A document
 * shows the saved booking, so with unsaved changes (or a draft never saved) each button says
 * 'Сохраните изменения!' instead, as the server does.
 */
export function DocumentButtons() {
  const { t } = useTranslation();
  const { isDirty } = useFormState<EditorValues>();
  const { detail, isDraft, heldVersion } = useEditorContext();
  const docs = useDocumentActions();
  const email = useSendBookingEmail();
  const can = useCan();
  const whenSaved = (action: () => void) => () =>
    isDirty || isDraft ? notifyRefusal(bookingEditorMessages.saveChanges) : action();
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={docs.ticket.isPending}
        onClick={whenSaved(() => docs.ticket.mutate())}
      >
        {t('bookingEditor.confirm.pdf')}
      </Button>
      {/* Sending is 'mail.send': the accountant reads the documents but sends no confirmation. */}
      {can('mail.send') && (
        <Button
          variant="default"
          leftSection={<IconMail size={16} />}
          loading={email.isPending}
          onClick={whenSaved(() =>
            email.mutate({
              bookingId: detail.id,
              groupParent: docs.groupParent,
              version: heldVersion(),
            }),
          )}
        >
          {t('bookingEditor.confirm.email')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconTicket size={16} />}
        loading={docs.coupons.isPending}
        onClick={whenSaved(() => docs.coupons.mutate())}
      >
        {t('bookingEditor.confirm.coupons')}
      </Button>
    </Group>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { cancelSchema } from '@pms/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from './form/RegisteredField.tsx';
import { submitWithServerErrors } from './form/submitWithServerErrors.ts';

interface CancelDialogProps {
  /** 'Отменить бронь №12', or what a group or a leisure order cancels. */
  title: string;
  opened: boolean;
  onCancel: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** What was paid (tenge): the refund reminder shows only when there is something to give back. */
  paid: number;
  /** The confirm button's words: 'Отменить бронь' unless told ('Отменить заказ' for a leisure order). */
  confirmLabel?: string;
}

/**
 * 'Отменить бронь' (of a booking, one room of a group, the whole group, or a leisure order): asks the
 * reason and, when something was paid, reminds to refund ('Не забудьте сделать возврат').
 */
export function CancelDialog({ title, opened, onCancel, onClose, paid, confirmLabel }: CancelDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(cancelSchema), defaultValues: { cancel_reason: '' } });
  useEffect(() => {
    if (opened) form.reset({ cancel_reason: '' });
  }, [opened, form]);
  const submit = submitWithServerErrors(form, (values) => onCancel(values.cancel_reason));
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={false} zIndex={300}>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog renders inside the editor's form in React's tree: keep the submit to itself.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <RegisteredField control={form.control} name="cancel_reason">
            {(field) => (
              <Textarea
                label={t('bookingEditor.cancel.reason')}
                withAsterisk
                data-autofocus
                autosize
                minRows={2}
                {...field}
              />
            )}
          </RegisteredField>
          {paid > 0 && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('bookingEditor.cancel.remind')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookingEditor.cancel.back')}
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {confirmLabel ?? t('bookingEditor.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

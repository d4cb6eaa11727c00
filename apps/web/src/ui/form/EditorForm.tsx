import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormActions } from './FormActions.tsx';
import { submitWithServerErrors } from './submitWithServerErrors.ts';

interface EditorFormProps<TFieldValues extends FieldValues, TContext, TTransformedValues> {
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Sends the validated values; the dialog closes once it resolves. */
  onSave: (values: TTransformedValues) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The create-or-edit form inside a list page's dialog: the fields, then 'Отмена' and 'Сохранить'. The
 * form is also provided as context, so shared field groups (e.g. PersonFields) can register themselves.
 */
export function EditorForm<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSave,
  saving,
  onClose,
  children,
}: EditorFormProps<TFieldValues, TContext, TTransformedValues>) {
  const onSubmit = submitWithServerErrors(form, async (values) => {
    await onSave(values);
    onClose();
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <FormActions loading={saving} onCancel={onClose} mt="sm" />
        </Stack>
      </form>
    </FormProvider>
  );
}

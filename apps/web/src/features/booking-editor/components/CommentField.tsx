import { Textarea } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';

/** The booking's comment for staff. */
export function CommentField() {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  return (
    <RegisteredField control={control} name="comment">
      {(field) => (
        <Textarea
          label={t('bookingEditor.stay.comment')}
          autosize
          minRows={2}
          maxRows={5}
          disabled={readOnly}
          {...field}
        />
      )}
    </RegisteredField>
  );
}

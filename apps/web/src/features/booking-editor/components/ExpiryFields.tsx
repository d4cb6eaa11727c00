import { Group, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../ui/form/SwitchField.tsx';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { ClockField } from './ClockField.tsx';

/** 'Удалить по истечению срока?' and, when on, 'Держать резерв до:' a date and a time. */
export function ExpiryFields() {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const hasExpire = useWatch({ control, name: 'has_expire' });
  const date = useController({ control, name: 'expire_on_date' });
  const time = useController({ control, name: 'expire_on_time' });
  return (
    <Group align="flex-end" gap="md" mih={60}>
      <SwitchField
        control={control}
        name="has_expire"
        label={t('bookingEditor.stay.expire')}
        disabled={readOnly}
        mb={8}
      />
      {hasExpire && (
        <>
          <Text size="sm" fw={500} mb={8}>
            {t('bookingEditor.stay.holdUntil')}
          </Text>
          <DateInput
            aria-label={t('bookingEditor.stay.expireDate')}
            placeholder={t('bookingEditor.stay.expireDate')}
            valueFormat="DD.MM.YYYY"
            dateParser={parseRuDate}
            w={140}
            disabled={readOnly}
            ref={date.field.ref}
            value={date.field.value}
            onChange={(value) => date.field.onChange(value)}
            error={date.fieldState.error?.message}
          />
          <ClockField
            aria-label={t('bookingEditor.stay.expireTime')}
            w={110}
            disabled={readOnly}
            ref={time.field.ref}
            value={time.field.value ?? ''}
            onChange={(value) => time.field.onChange(value || null)}
            error={time.fieldState.error?.message}
          />
        </>
      )}
    </Group>
  );
}

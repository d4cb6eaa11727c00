import { Divider, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../api/types.ts';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { useEditorLookup } from '../hooks/useEditorLookup.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { CalculationFields } from './CalculationFields.tsx';
import { ExpiryFields } from './ExpiryFields.tsx';
import { GuestFields } from './GuestFields.tsx';
import { IdSelectField } from './IdSelectField.tsx';
import { RoomFields } from './RoomFields.tsx';
import { StayDatesFields } from './StayDatesFields.tsx';

/** Step 1 'Информация о брони': who made it, where it came from, when, which room, who stays, how it is priced. */
export function StayStep({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation();
  const { detail, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const channels = useEditorLookup('channels');
  const sources = (channels.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  // A channel switched off since keeps showing on the bookings it brought.
  if (detail.source !== null && !sources.some((s) => s.id === detail.source))
    sources.push({ id: detail.source, label: detail.source_name ?? String(detail.source) });
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <TextInput label={t('bookingEditor.stay.creator')} value={detail.created_by?.name ?? ''} readOnly />
        <IdSelectField
          control={control}
          name="source"
          label={t('bookingEditor.stay.source')}
          noneLabel={t('bookingEditor.stay.direct')}
          options={sources}
          disabled={readOnly}
        />
      </SimpleGrid>
      <StayDatesFields />
      <RoomFields categories={categories} />
      <Divider />
      <GuestFields />
      <Divider />
      <CalculationFields />
      <ExpiryFields />
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
    </Stack>
  );
}

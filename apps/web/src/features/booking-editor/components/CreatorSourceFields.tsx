import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { IdSelectField } from './IdSelectField.tsx';

/** Who made the booking (read-only) and the sales channel it came from ('Прямая продажа' first). */
export function CreatorSourceFields() {
  const { t } = useTranslation();
  const { detail, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const channels = useCatalogueLookup('channels');
  const sources = (channels.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  // A channel switched off since keeps showing on the bookings it brought.
  if (detail.source !== null && !sources.some((s) => s.id === detail.source))
    sources.push({ id: detail.source, label: detail.source_name ?? String(detail.source) });
  return (
    // Stacked on a phone, where two columns would clip the names.
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
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
  );
}

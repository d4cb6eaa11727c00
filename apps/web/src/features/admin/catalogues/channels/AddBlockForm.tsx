import { zodResolver } from '@hookform/resolvers/zod';
import { MultiSelect, SimpleGrid, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { parseRuDate } from '../../../../ui/parseRuDate.ts';
import { useAllCategories } from '../../categories/hooks/useAllCategories.ts';
import { useCategoryRooms } from '../../categories/hooks/useCategoryRooms.ts';
import { useCompanyInfo } from '../../company-info/hooks/useCompanyInfo.ts';
import { type BlockFormValues, blockBody, blockFormSchema } from './blockForm.ts';
import { useAddBlocks } from './useAddBlocks.ts';
import { useAllChannels } from './useAllChannels.ts';

/**
 * Channel, category, the category's rooms, the first and last day, and 'Свой блок'. A room already taken
 * in the period is refused by the server (409, naming the booking), which the form shows as it came.
 */
export function AddBlockForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const channels = useAllChannels();
  const categories = useAllCategories();
  const company = useCompanyInfo();
  const add = useAddBlocks();
  const form = useForm<BlockFormValues, unknown, ReturnType<typeof blockFormSchema.parse>>({
    resolver: zodResolver(blockFormSchema),
    defaultValues: { rooms: [], start: '', end: '', is_own: true },
  });
  const categoryId = useWatch({ control: form.control, name: 'category' });
  const rooms = useCategoryRooms(categoryId ?? null);
  const roomOptions = (rooms.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));

  // The channel and the category are picked by name from the company's records.
  const recordSelect = (name: 'channel' | 'category', records: { id: number; name: string }[]) => (
    <SelectField
      control={form.control}
      name={name}
      label={t(`salesChannels.block.${name}`)}
      withAsterisk
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      data={records.map((record) => ({ value: String(record.id), label: record.name }))}
      parse={(value) => {
        // Rooms of the previous category cannot be blocked under the new one.
        if (name === 'category') form.setValue('rooms', []);
        return Number(value);
      }}
      comboboxProps={{ withinPortal: true }}
      data-autofocus={name === 'channel' || undefined}
    />
  );

  return (
    <EditorForm
      form={form}
      saving={add.isPending}
      onClose={onClose}
      onSave={async (values) => {
        // The dialog opens only from the channels' screen, whose layout has loaded the company.
        if (!company.data) return;
        await add.mutateAsync(blockBody(values, company.data));
        notifySuccess(t('notify.added'));
      }}
    >
      <Text size="sm" c="dimmed">
        {t('salesChannels.block.description')}
      </Text>
      {recordSelect('channel', channels.data ?? [])}
      {recordSelect('category', categories.data ?? [])}
      <Controller
        control={form.control}
        name="rooms"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('salesChannels.block.rooms')}
            placeholder={field.value.length === 0 ? t('salesChannels.block.roomsPlaceholder') : undefined}
            withAsterisk
            searchable
            disabled={categoryId === undefined}
            nothingFoundMessage={t('salesChannels.block.noRooms')}
            data={roomOptions}
            ref={field.ref}
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        {(['start', 'end'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <DateInput
                label={t(`salesChannels.block.${name}`)}
                withAsterisk
                valueFormat="DD.MM.YYYY"
                dateParser={parseRuDate}
                ref={field.ref}
                value={field.value || null}
                onChange={(date) => field.onChange(date ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <SwitchField
        control={form.control}
        name="is_own"
        label={t('salesChannels.block.isOwn')}
        description={t('salesChannels.block.isOwnHint')}
      />
    </EditorForm>
  );
}

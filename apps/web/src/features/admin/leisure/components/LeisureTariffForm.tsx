import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import {
  type LeisureCategoryView,
  type LeisureTariffAdminView,
  leisureMonths,
  leisureTariffSchema,
  leisureWeekdays,
} from '@pms/domain';
import { IconClock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { useSaveLeisureTariff } from '../hooks/useSaveLeisureTariff.ts';
import { tariffToFormValues } from '../utils/tariffFormValues.ts';
import { DayKeyChips } from './DayKeyChips.tsx';
import { PriceListEditor } from './PriceListEditor.tsx';

interface LeisureTariffFormProps {
  tariff: LeisureTariffAdminView | null;
  categories: LeisureCategoryView[];
  /** Preselected activity for a new tariff (the list's filter). */
  defaultCategory: number | null;
  onClose: () => void;
}

/** The clock fields, typed 'ЧЧ:ММ' as the company's check-in time is. */
const clockFields = [
  { name: 'start_time', label: 'leisureTariffs.fields.startTime' },
  { name: 'end_time', label: 'leisureTariffs.fields.endTime' },
] as const;

/**
 * A tariff: its name (`enum`), activity, places a day, hours, the weekdays and months it is sold on, its
 * prices and active flag. The domain's schema checks it as the server does; a refusal the server names
 * a field for (a lower 'Мест в день' than a coming day has sold) is shown under that field.
 */
export function LeisureTariffForm({ tariff, categories, defaultCategory, onClose }: LeisureTariffFormProps) {
  const { t } = useTranslation();
  const save = useSaveLeisureTariff();
  const form = useForm({
    resolver: zodResolver(leisureTariffSchema),
    defaultValues: tariffToFormValues(tariff, defaultCategory, t('leisureTariffs.prices.defaultName')),
  });
  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: tariff?.id, body })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          control={form.control}
          name="enum"
          label={t('leisureTariffs.fields.enum')}
          withAsterisk
          data-autofocus
        />
        <SelectField
          control={form.control}
          name="category"
          label={t('leisureTariffs.fields.category')}
          withAsterisk
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          data={categories.map((item) => ({ value: String(item.id), label: item.name }))}
          parse={Number}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberField
          control={form.control}
          name="stock_number"
          label={t('leisureTariffs.fields.stockNumber')}
          withAsterisk
          min={1}
          max={100_000}
          thousandSeparator=" "
        />
        <SimpleGrid cols={2} spacing="sm">
          {clockFields.map(({ name, label }) => (
            <TextField
              key={name}
              control={form.control}
              name={name}
              label={t(label)}
              withAsterisk
              placeholder={t('leisureTariffs.fields.timePlaceholder')}
              maxLength={5}
              inputMode="numeric"
              leftSection={<IconClock size={16} />}
            />
          ))}
        </SimpleGrid>
      </SimpleGrid>
      <DayKeyChips name="weekdays" keys={leisureWeekdays} label={t('leisureTariffs.fields.weekdays')} />
      <DayKeyChips name="months" keys={leisureMonths} label={t('leisureTariffs.fields.months')} />
      <PriceListEditor />
      <SwitchField control={form.control} name="is_active" label={t('leisureTariffs.fields.isActive')} />
    </EditorForm>
  );
}

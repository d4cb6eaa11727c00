import { Checkbox, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type Control, Controller, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import type { FoodTariffOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { tariffLabel } from '../utils/tariffLabel.ts';
import { CounterField } from './CounterField.tsx';
import { IdSelectField } from './IdSelectField.tsx';
import { RemoveButton } from './RemoveButton.tsx';

const boundaryFlags = ['has_breakfast_check_in', 'has_lunch_check_out', 'has_supper_check_out'] as const;
const flagLabel = {
  has_breakfast_check_in: 'bookingEditor.meals.breakfastCheckIn',
  has_lunch_check_out: 'bookingEditor.meals.lunchCheckOut',
  has_supper_check_out: 'bookingEditor.meals.supperCheckOut',
} as const;

function DateField({
  control,
  name,
  label,
}: {
  control: Control<EditorValues>;
  name: `food_list.${number}.start_date` | `food_list.${number}.end_date`;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const { readOnly } = useEditorContext();
  return (
    <DateInput
      label={label}
      disabled={readOnly}
      w={130}
      valueFormat="DD.MM.YYYY"
      dateParser={parseRuDate}
      ref={field.ref}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

interface MealRowProps {
  index: number;
  tariffs: readonly FoodTariffOption[];
  onRemove: () => void;
}

/** One meal order: tariff, adults and children, the dates, on site or in advance, the boundary meals, its sum. */
export function MealRow({ index, tariffs, onRemove }: MealRowProps) {
  const { t } = useTranslation();
  const { price, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const total = price?.food_list[index]?.total;
  const advance = useController({ control, name: `food_list.${index}.is_advance` });
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`meal-${index}`}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <IdSelectField
          control={control}
          name={`food_list.${index}.tariff`}
          label={t('bookingEditor.meals.tariff')}
          withAsterisk
          // Wide enough for a tariff's name and meal ('Завтрак «Шведский стол» (Завтрак)'); a row to
          // itself on a phone.
          w={{ base: '100%', sm: 340 }}
          disabled={readOnly}
          options={tariffs.map((f) => ({
            id: f.id,
            label: tariffLabel(f.name, t(`bookingEditor.meals.foodType.${f.food_type}`)),
          }))}
        />
        <CounterField
          control={control}
          name={`food_list.${index}.adult_count`}
          label={t('bookingEditor.meals.adults')}
          disabled={readOnly}
        />
        <CounterField
          control={control}
          name={`food_list.${index}.child_count`}
          label={t('bookingEditor.meals.children')}
          disabled={readOnly}
        />
        <DateField
          control={control}
          name={`food_list.${index}.start_date`}
          label={t('bookingEditor.meals.start')}
        />
        <DateField
          control={control}
          name={`food_list.${index}.end_date`}
          label={t('bookingEditor.meals.end')}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('bookingEditor.meals.payment')}
          </Text>
          <SegmentedControl
            disabled={readOnly}
            value={advance.field.value ? 'advance' : 'onSite'}
            onChange={(value) => advance.field.onChange(value === 'advance')}
            data={[
              { value: 'onSite', label: t('bookingEditor.meals.onSite') },
              { value: 'advance', label: t('bookingEditor.meals.advance') },
            ]}
          />
        </div>
      </Group>
      <Group gap="lg" mt="xs" align="center">
        {boundaryFlags.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={`food_list.${index}.${flag}`}
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label={t(flagLabel[flag])}
                disabled={readOnly}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        ))}
        <Group ml="auto" gap="xs" align="center">
          <Text size="sm" c="dimmed">
            {t('bookingEditor.meals.total')}
          </Text>
          <Text fw={600} data-testid={`meal-total-${index}`}>
            {total === undefined ? t('common.dash') : <Money value={Number(total)} />}
          </Text>
          {!readOnly && <RemoveButton label={t('bookingEditor.meals.remove')} onClick={onRemove} />}
        </Group>
      </Group>
    </Paper>
  );
}

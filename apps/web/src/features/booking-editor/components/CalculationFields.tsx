import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { type CalculationType, calculationTypes } from '@pms/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { numberInputValue } from '../utils/numberInputValue.ts';

/** 'по тарифу', 'фиксированная цена' (per day) or 'итоговая цена' (whole stay), and the price for the last two. */
export function CalculationFields() {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const type = useController({ control, name: 'calculation_type' });
  const price = useController({ control, name: 'custom_price' });
  return (
    <SimpleGrid cols={2} spacing="md">
      <Select
        label={t('bookingEditor.stay.calculationType')}
        allowDeselect={false}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
        data={calculationTypes.map((value) => ({
          value,
          label: t(`bookingEditor.stay.calculation.${value}`),
        }))}
        ref={type.field.ref}
        value={type.field.value}
        onChange={(value) => type.field.onChange((value ?? 'tariff') as CalculationType)}
      />
      {type.field.value !== 'tariff' && (
        <NumberInput
          label={
            type.field.value === 'fixed'
              ? t('bookingEditor.stay.customPriceFixed')
              : t('bookingEditor.stay.customPriceFull')
          }
          withAsterisk
          disabled={readOnly}
          min={0}
          allowNegative={false}
          decimalScale={2}
          thousandSeparator=" "
          suffix=" ₸"
          hideControls
          ref={price.field.ref}
          value={price.field.value ?? ''}
          onChange={(value) => price.field.onChange(numberInputValue(value))}
          onBlur={price.field.onBlur}
          error={price.fieldState.error?.message}
        />
      )}
    </SimpleGrid>
  );
}

import { Select, SimpleGrid } from '@mantine/core';
import { type CalculationType, calculationTypes } from '@pms/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../ui/form/MoneyInput.tsx';
import { useCan } from '../../auth/hooks/useCan.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';

/** 'по тарифу', 'фиксированная цена' (per day) or 'итоговая цена' (whole stay), and the price for the last two. */
export function CalculationFields() {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control, formState } = useFormContext<EditorValues>();
  const type = useController({ control, name: 'calculation_type' });
  const price = useController({ control, name: 'custom_price' });
  // A price of one's own needs 'bookings.price_override' (domain price-rights.ts): without it the editor
  // offers the rates and keeps, read-only, a price a manager already set.
  const mayOverride = useCan()('bookings.price_override');
  const stored = formState.defaultValues?.calculation_type ?? 'tariff';
  const offered = calculationTypes.filter((value) => mayOverride || value === 'tariff' || value === stored);
  return (
    <SimpleGrid cols={2} spacing="md">
      <Select
        label={t('bookingEditor.stay.calculationType')}
        allowDeselect={false}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
        data={offered.map((value) => ({
          value,
          label: t(`bookingEditor.stay.calculation.${value}`),
        }))}
        ref={type.field.ref}
        value={type.field.value}
        onChange={(value) => type.field.onChange((value ?? 'tariff') as CalculationType)}
      />
      {type.field.value !== 'tariff' && (
        <MoneyInput
          label={
            type.field.value === 'fixed'
              ? t('bookingEditor.stay.customPriceFixed')
              : t('bookingEditor.stay.customPriceFull')
          }
          withAsterisk
          disabled={readOnly || !mayOverride}
          ref={price.field.ref}
          value={price.field.value}
          onChange={(value) => price.field.onChange(value === '' ? null : value)}
          onBlur={price.field.onBlur}
          error={price.fieldState.error?.message}
        />
      )}
    </SimpleGrid>
  );
}

import { NumberInput } from '@mantine/core';
import type { RateRowKind } from '@pms/domain';
import { Controller, useFormContext } from 'react-hook-form';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import type { RateKey } from '../types/RatesFormValues.ts';
import { moneyInputProps } from '../utils/moneyInputProps.ts';

interface RateCellProps {
  kind: RateRowKind;
  rateKey: RateKey;
  /** The accessible name, e.g. 'Основная цена (сутки), суббота'. */
  label: string;
  /** What an empty cell charges: '0', or the base price for the single row. */
  placeholder: string;
}

/**
 * One price of the rates table. A refused price only turns the cell red: the message is listed under
 * the table, so the grid keeps its shape.
 */
export function RateCell({ kind, rateKey, label, placeholder }: RateCellProps) {
  const { control } = useFormContext<CategoryFormValues>();
  return (
    <Controller
      control={control}
      name={`rates.rows.${kind}.${rateKey}`}
      render={({ field, fieldState }) => (
        <NumberInput
          {...moneyInputProps}
          size="xs"
          miw={72}
          styles={{ input: { textAlign: 'right', paddingInline: 6 } }}
          aria-label={label}
          placeholder={placeholder}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error ? true : undefined}
        />
      )}
    />
  );
}

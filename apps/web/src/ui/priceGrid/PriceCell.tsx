import { NumberInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { moneyInputProps } from '../form/moneyInputProps.ts';

interface PriceCellProps {
  /** The cell's path in the surrounding form, e.g. 'rates.rows.base.mon'. */
  name: string;
  /** The accessible name, e.g. 'Основная цена (сутки), суббота'. */
  label: string;
  /** What an empty cell charges: '0', or another price it falls back to. */
  placeholder: string;
}

/**
 * One price of a price grid. A refused price only turns the cell red: the message is listed under the
 * table (PriceGridErrors), so the grid keeps its shape.
 */
export function PriceCell({ name, label, placeholder }: PriceCellProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
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

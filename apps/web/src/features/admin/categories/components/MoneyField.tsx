import { NumberInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { CategoryFormValues } from '../types/CategoryFormValues.ts';
import { moneyInputProps } from '../utils/moneyInputProps.ts';

interface MoneyFieldProps {
  name: 'rates.early_check_in' | 'rates.late_check_out';
  label: string;
  description: string;
}

/** A one-off charge of the rates in tenge; empty means none. */
export function MoneyField({ name, label, description }: MoneyFieldProps) {
  const { control } = useFormContext<CategoryFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...moneyInputProps}
          label={label}
          description={description}
          placeholder="0"
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

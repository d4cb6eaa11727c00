import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface NumberFieldProps<T extends FieldValues, TOut>
  extends Omit<NumberInputProps, 'value' | 'onChange' | 'name' | 'error' | 'defaultValue'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** A whole-number input bound to react-hook-form; an emptied field becomes undefined. */
export function NumberField<T extends FieldValues, TOut>({
  control,
  name,
  ...props
}: NumberFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          allowDecimal={false}
          {...props}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

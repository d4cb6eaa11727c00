import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface SelectFieldProps<T extends FieldValues, TOut>
  extends Omit<SelectProps, 'value' | 'onChange' | 'name' | 'error' | 'defaultValue'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Turns the option's string value into the form value (e.g. Number for ids). */
  parse?: (value: string) => unknown;
}

/** A single choice bound to react-hook-form; option values are strings, the form value may be parsed. */
export function SelectField<T extends FieldValues, TOut>({
  control,
  name,
  parse,
  ...props
}: SelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          allowDeselect={false}
          {...props}
          ref={field.ref}
          name={field.name}
          value={
            field.value === undefined || field.value === null || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value === null ? undefined : parse ? parse(value) : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from './MoneyInput.tsx';

export interface MoneyFieldProps<T extends FieldValues, TOut>
  extends Omit<MoneyInputProps, 'value' | 'onChange' | 'name' | 'error'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/**
 * A money amount ('15 000 ₸') bound to react-hook-form; an emptied field is undefined, which the schemas
 * read as 'not set' rather than 0. Another unit ('%') comes as a prop.
 */
export function MoneyField<T extends FieldValues, TOut>({
  control,
  name,
  ...props
}: MoneyFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

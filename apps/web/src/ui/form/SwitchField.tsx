import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues, TOut>
  extends Omit<SwitchProps, 'checked' | 'onChange' | 'name' | 'error' | 'defaultChecked'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** An on/off flag (e.g. 'Активна') bound to react-hook-form. */
export function SwitchField<T extends FieldValues, TOut>({
  control,
  name,
  ...props
}: SwitchFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

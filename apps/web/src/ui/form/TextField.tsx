import { TextInput, type TextInputProps } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { RegisteredField } from './RegisteredField.tsx';

interface TextFieldProps<T extends FieldValues, TOut>
  extends Omit<TextInputProps, 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/** A one-line text input bound to react-hook-form (the most common field, hence its own shorthand). */
export function TextField<T extends FieldValues, TOut>({ control, name, ...props }: TextFieldProps<T, TOut>) {
  return (
    <RegisteredField control={control} name={name}>
      {(field) => <TextInput {...props} {...field} />}
    </RegisteredField>
  );
}

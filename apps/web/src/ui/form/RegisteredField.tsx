import type { ReactNode } from 'react';
import {
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useFormState,
} from 'react-hook-form';

interface RegisteredFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** Draws the input from its registration props (name, ref, onChange, onBlur) and its error message. */
  children: (field: UseFormRegisterReturn<Path<T>> & { error: string | undefined }) => ReactNode;
}

/**
 * Binds any text-like input (TextInput, PasswordInput, Textarea) to react-hook-form the way `register`
 * does, uncontrolled, and hands it the field's validation or server error. The field registers when it
 * renders, so fields register in screen order, which decides the one focused after a failed submit.
 */
export function RegisteredField<T extends FieldValues, TOut>({
  control,
  name,
  children,
}: RegisteredFieldProps<T, TOut>) {
  const { error } = control.getFieldState(name, useFormState({ control, name }));
  return children({ ...control.register(name), error: error?.message });
}

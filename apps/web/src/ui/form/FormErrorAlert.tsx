import { Alert } from '@mantine/core';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { errorPaths } from './errorPaths.ts';

/**
 * A form's one red notice, for a dialog that says what is wrong above its buttons rather than under
 * each field: the first of its errors, a rule's or the server's (set on 'root'). Nothing when there is
 * none.
 */
export function FormErrorAlert<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { errors } = useFormState({ control });
  const first = errorPaths(errors)[0];
  if (!first) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {first.message}
    </Alert>
  );
}

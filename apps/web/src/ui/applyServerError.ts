import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/ApiError.ts';
import { notifyError } from './notifyError.ts';

/**
 * Every form gives each of its fields a default value, so the keys of its values are exactly its fields;
 * that spares each form a list of field names to keep in step with its defaults.
 */
function isFormField<T extends FieldValues>(values: T, name: string): name is Path<T> {
  return Object.hasOwn(values, name);
}

/**
 * Shows a failed save where the staff member looks: under the form field the server named in `field`
 * when the form has it, otherwise as a notification.
 */
export function applyServerError<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  error: unknown,
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
): void {
  if (error instanceof ApiError && error.field && isFormField(form.getValues(), error.field)) {
    form.setError(error.field, { type: 'server', message: error.error }, { shouldFocus: true });
    return;
  }
  notifyError(error);
}

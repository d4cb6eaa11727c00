import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/ApiError.ts';
import { notifyError } from './notifyError.ts';

/**
 * Shows a failed save where the staff member looks: under the form field the server named in `field`
 * when the form has it, otherwise as a notification.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (error instanceof ApiError && error.field) {
    const field = fields.find((name) => name === error.field);
    if (field) {
      setError(field, { type: 'server', message: error.error }, { shouldFocus: true });
      return;
    }
  }
  notifyError(error);
}

import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/ApiError.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { stepOfPath } from './editorSteps.ts';
import { serverFieldPath } from './serverFieldPath.ts';
import type { PayloadRows } from './toPayload.ts';

/**
 * A refused save: the server's message as a toast and, when it names a field the form has, under that
 * field, with the editor on the field's step.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  rows: PayloadRows,
  goToStep: (step: number) => void,
): void {
  notifyError(error);
  if (!(error instanceof ApiError) || !error.field) return;
  const path = serverFieldPath(error.field, rows);
  const owner = path.endsWith('.root') ? path.slice(0, -'.root'.length) : path;
  if (get(form.getValues(), owner) === undefined) return;
  form.setError(path as Path<T>, { type: 'server', message: error.error });
  goToStep(stepOfPath(path));
}

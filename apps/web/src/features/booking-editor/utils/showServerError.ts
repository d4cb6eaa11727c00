import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerError } from '../../../ui/form/applyServerError.ts';
import { notifyError } from '../../../ui/notifyError.ts';
import { stepOfPath } from './editorSteps.ts';
import { serverFieldPath } from './serverFieldPath.ts';
import type { PayloadRows } from './toPayload.ts';

/**
 * A refused save: the server's message as a toast and, when it names a field the form has, under that
 * field, with the editor on the field's step. `toast: false` when the message shows elsewhere already
 * (a restriction's refusal, above the bottom bar with its override).
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  rows: PayloadRows,
  goToStep: (step: number) => void,
  { toast = true }: { toast?: boolean } = {},
): void {
  if (toast) notifyError(error);
  // The field may sit on another step: the editor goes there rather than focusing it unseen.
  const marked = applyServerError(error, form, {
    fieldOf: (field) => serverFieldPath(field, rows),
    focus: false,
    otherwise: () => undefined,
  });
  if (marked !== null) goToStep(stepOfPath(marked));
}

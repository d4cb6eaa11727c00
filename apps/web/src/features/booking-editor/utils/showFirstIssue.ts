import type { FieldErrors, FieldValues } from 'react-hook-form';
import { errorPaths } from '../../../ui/form/errorPaths.ts';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { stepOfPath } from './editorSteps.ts';

/** A save the browser refused: the editor goes to the earliest step with an issue and says what it is. */
export function showFirstIssue<T extends FieldValues>(
  errors: FieldErrors<T>,
  goToStep: (step: number) => void,
): void {
  const first = errorPaths(errors).sort((a, b) => stepOfPath(a.path) - stepOfPath(b.path))[0];
  if (!first) return;
  goToStep(stepOfPath(first.path));
  notifyRefusal(first.message);
}

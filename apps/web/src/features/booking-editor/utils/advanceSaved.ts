import { bookingEditorMessages } from '@pms/domain';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type AdvanceCheck, confirmAdvance } from './confirmAdvance.tsx';
import { notifyStepError } from './notifyStepError.ts';

/**
 * A status step acts on the saved booking: refused while changes are unsaved; else, once staff confirm
 * what `check` warns of (an early check-in, a check-out with money owed), its answer as a toast. A
 * colleague's change since the editor loaded offers to `reload` it, as a refused save does.
 */
export async function advanceSaved(
  isDirty: boolean,
  check: AdvanceCheck,
  advance: () => Promise<string>,
  reload: () => void,
): Promise<void> {
  if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
  if (!(await confirmAdvance(check))) return;
  try {
    notifySuccess(await advance());
  } catch (error) {
    notifyStepError(error, reload);
  }
}

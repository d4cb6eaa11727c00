import { bookingEditorMessages } from '@pms/domain';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type AdvanceCheck, confirmAdvance, type StayNowChoice } from './confirmAdvance.tsx';
import { notifyStepError } from './notifyStepError.ts';
import { stepPastRestriction } from './stepPastRestriction.ts';

/**
 * A status step acts on the saved booking: refused while changes are unsaved; else, once staff confirm
 * what `check` warns of (a check-out with money owed; a step on another day than booked, with its offer to
 * move the stay to now, whose choice `advance` is given), its answer as a toast. A
 * colleague's change since the editor loaded offers to `reload` it, as a refused save does. An early
 * arrival refused for the plan's restrictions shows the rule and date in a dialog, whose override (with
 * a reason, for those who may) takes the step again.
 */
export async function advanceSaved(
  isDirty: boolean,
  check: AdvanceCheck,
  advance: (choice: StayNowChoice) => Promise<string>,
  reload: () => void,
): Promise<void> {
  if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
  const choice = await confirmAdvance(check);
  if (!choice) return;
  try {
    const done = await stepPastRestriction((reason) =>
      advance(reason ? { ...choice, restrictionReason: reason } : choice),
    );
    if (done !== undefined) notifySuccess(done);
  } catch (error) {
    notifyStepError(error, reload);
  }
}

import { bookingEditorMessages } from '@pms/domain';
import { notifyError } from '../../../ui/notifyError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { notifyRefusal } from './notifyRefusal.ts';

/** A status step acts on the saved booking: refused while changes are unsaved, else its answer as a toast. */
export async function advanceSaved(isDirty: boolean, advance: () => Promise<string>): Promise<void> {
  if (isDirty) return notifyRefusal(bookingEditorMessages.saveChanges);
  try {
    notifySuccess(await advance());
  } catch (error) {
    notifyError(error);
  }
}

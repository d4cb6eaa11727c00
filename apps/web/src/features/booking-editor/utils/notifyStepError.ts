import { notifyError } from '../../../ui/notifyError.ts';
import { askReloadIfStale } from './askReloadIfStale.ts';
import { StepCancelled } from './confirmDirtyCheckIn.tsx';

/** A refused status step: a colleague's change in between offers `reload`; anything else is a toast. */
export function notifyStepError(error: unknown, reload: () => void): void {
  // The staff member said no to checking into a room not ready: nothing happened, nothing to say.
  if (error instanceof StepCancelled) return;
  if (!askReloadIfStale(error, reload)) notifyError(error);
}

import { notifyError } from '../../../ui/notifyError.ts';
import { askReloadIfStale } from './askReloadIfStale.ts';

/** A refused status step: a colleague's change in between offers `reload`; anything else is a toast. */
export function notifyStepError(error: unknown, reload: () => void): void {
  if (!askReloadIfStale(error, reload)) notifyError(error);
}

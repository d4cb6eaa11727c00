import { askRestrictionReason } from './askRestrictionReason.tsx';
import { restrictionRefusal } from './restrictionRefusal.ts';

/**
 * A status step that the server may refuse for the rate plan's restrictions (an early arrival's nights):
 * the refusal's rule and date in a dialog (askRestrictionReason), whose override takes the step again
 * with the reason. Resolves what the step answered, or undefined when the dialog was closed; any other
 * refusal, and one of the second try, is thrown as it came.
 */
export async function stepPastRestriction<T>(step: (reason?: string) => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    const message = restrictionRefusal(error);
    if (!message) throw error;
    const reason = await askRestrictionReason(message);
    return reason ? step(reason) : undefined;
  }
}

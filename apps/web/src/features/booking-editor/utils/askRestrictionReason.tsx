import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n.ts';
import { RestrictionOverride } from '../components/RestrictionOverride.tsx';

/**
 * A status step refused for the plan's restrictions (an early arrival's nights, stay_now): the refusal in
 * a dialog, with the override for those who may (RestrictionOverride). Resolves the reason given, or null
 * when the dialog is closed.
 */
export function askRestrictionReason(message: string): Promise<string | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: i18n.t('restriction.stepTitle'),
      centered: true,
      zIndex: 400,
      // Closed without a reason: as cancelling (a reason already given resolved first).
      onClose: () => resolve(null),
      children: (
        <RestrictionOverride
          message={message}
          onOverride={(reason) => {
            resolve(reason);
            modals.close(id);
          }}
        />
      ),
    });
  });
}

import { modals } from '@mantine/modals';
import { i18n } from '../../../i18n/i18n.ts';
import { ExtendStayForm, type StayToExtend } from '../components/ExtendStayForm.tsx';

/**
 * Opens 'Продлить проживание' over whatever asked for it (the calendar bar's popover, the editor): a modal
 * of the modals manager, so it outlives the popover that opened it.
 */
export function openExtendStay(stay: StayToExtend, timeZone: string) {
  const modalId = modals.open({
    title: i18n.t('bookingEditor.extend.title', { number: stay.number ?? '' }),
    zIndex: 400,
    children: <ExtendStayForm stay={stay} timeZone={timeZone} onClose={() => modals.close(modalId)} />,
  });
}

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { advanceActions, advanceWarning, type BookingStatus, toLocal } from '@pms/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { type StayNowChoice, StayNowOffer } from '../components/StayNowOffer.tsx';

export type { StayNowChoice } from '../components/StayNowOffer.tsx';

export interface AdvanceCheck {
  /** The status the step moves on from. */
  from: BookingStatus;
  /** The arrival instant (unix seconds); for a group, the latest arrival among the rooms moved. */
  checkIn: number;
  /** The departure instant (unix seconds); for a group, the latest departure among the rooms moved. */
  checkOut: number;
  /** What is still owed, in tenge. */
  duty: number;
  /** The property's time zone: "today" and the arrival day are its days. */
  timeZone: string;
  /** The booking whose step the offer to move the stay quotes; null for a whole group. */
  bookingId: number | null;
}

/**
 * Asks the domain's advanceWarning whether the step needs a question and, if so, asks staff: a check-out
 * with money owed is confirmed ('Гость должен 70 000 ₸. Выселить?'); a step taken on another day than
 * booked offers to move the stay to now, quoted (StayNowOffer). Resolves the choice to go on, or null
 * when they cancel (then nothing changes).
 */
export function confirmAdvance(check: AdvanceCheck): Promise<StayNowChoice | null> {
  const { from, timeZone } = check;
  const warning = advanceWarning({
    from,
    arrival: toLocal(check.checkIn, timeZone).date,
    departure: toLocal(check.checkOut, timeZone).date,
    today: toLocal(Math.floor(Date.now() / 1000), timeZone).date,
    duty: check.duty,
  });
  if (!warning) return Promise.resolve({ stayNow: false });
  return new Promise((resolve) => {
    if (warning.kind === 'owed') {
      modals.openConfirmModal({
        title: i18n.t('bookingEditor.advanceWarning.title'),
        centered: true,
        zIndex: 400,
        children: (
          <Text size="sm" data-testid="advance-warning">
            {i18n.t('bookingEditor.advanceWarning.owed', { amount: formatMoney(warning.duty) })}
          </Text>
        ),
        labels: {
          confirm: advanceActions[from]?.label ?? i18n.t('common.yes'),
          cancel: i18n.t('common.cancel'),
        },
        confirmProps: { color: 'red' },
        onConfirm: () => resolve({ stayNow: false }),
        onCancel: () => resolve(null),
        // Escape or the close button: as cancelling.
        onClose: () => resolve(null),
      });
      return;
    }
    const arriving = warning.kind === 'early';
    const modalId = modals.open({
      title: i18n.t(arriving ? 'bookingEditor.stayNow.earlyTitle' : 'bookingEditor.stayNow.departureTitle'),
      centered: true,
      zIndex: 400,
      size: 'lg',
      // Escape or the close button: as cancelling. A choice resolves first; this second call is ignored.
      onClose: () => resolve(null),
      children: (
        <StayNowOffer
          from={from}
          date={arriving ? warning.arrival : warning.departure}
          bookingId={check.bookingId}
          timeZone={timeZone}
          onChoose={(choice) => {
            resolve(choice);
            modals.close(modalId);
          }}
          onCancel={() => modals.close(modalId)}
        />
      ),
    });
  });
}

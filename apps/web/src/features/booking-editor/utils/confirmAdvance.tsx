import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { advanceActions, advanceWarning, type BookingStatus, formatDay, toLocal } from '@pms/domain';
import { i18n } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../ui/formatMoney.ts';

export interface AdvanceCheck {
  /** The status the step moves on from. */
  from: BookingStatus;
  /** The arrival instant (unix seconds); for a group, the latest arrival among the rooms moved. */
  checkIn: number;
  /** What is still owed, in tenge. */
  duty: number;
  /** The property's time zone: "today" and the arrival day are its days. */
  timeZone: string;
}

/**
 * Asks the domain's advanceWarning whether the step needs a confirmation ('Заезд по брони 25.11.2026.
 * Заселить сейчас?', 'Гость должен 70 000 ₸. Выселить?') and, if so, asks staff. Resolves true to go on,
 * false when they cancel (then nothing changes).
 */
export function confirmAdvance({ from, checkIn, duty, timeZone }: AdvanceCheck): Promise<boolean> {
  const warning = advanceWarning({
    from,
    arrival: toLocal(checkIn, timeZone).date,
    today: toLocal(Math.floor(Date.now() / 1000), timeZone).date,
    duty,
  });
  if (!warning) return Promise.resolve(true);
  const message =
    warning.kind === 'early'
      ? i18n.t('bookingEditor.advanceWarning.early', { date: formatDay(warning.arrival) })
      : i18n.t('bookingEditor.advanceWarning.owed', { amount: formatMoney(warning.duty) });
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('bookingEditor.advanceWarning.title'),
      centered: true,
      zIndex: 400,
      children: (
        <Text size="sm" data-testid="advance-warning">
          {message}
        </Text>
      ),
      labels: {
        confirm: advanceActions[from]?.label ?? i18n.t('common.yes'),
        cancel: i18n.t('common.cancel'),
      },
      confirmProps: { color: warning.kind === 'owed' ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Escape or the close button: as cancelling.
      onClose: () => resolve(false),
    });
  });
}

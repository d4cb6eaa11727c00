/**
 * What to ask before a status step that the front desk may be taking by mistake (issue 10, defect 6).
 * The server allows both (an early check-in is the property's call), so this is a confirmation, asked by
 * every path that advances a status: the editor's button, the group editor's 'для всех' and the
 * calendar popover's button.
 *
 * - 'Заселить' (booked → check_in) before the arrival day in the property's time zone asks, naming the
 *   arrival date. From the arrival day on it does not ask.
 * - 'Выселить' (check_in → check_out) before the departure day, of a stay whose booked arrival has come,
 *   asks, naming it: the guest leaves early,
 *   and the front desk is offered to end the stay now (stay-at-step.ts), re-priced; what is owed after
 *   is shown with that offer.
 * - 'Выселить' on or after the departure day while money is owed (duty > 0) asks, naming the amount.
 * The early questions ('early', 'early_departure') are asked on exactly the days on which stayAtStep
 * would move the stay.
 */
import type { BookingStatus } from './booking-status.ts';

export type AdvanceWarning =
  /** Checking in before `arrival` ('YYYY-MM-DD' in the property's zone). */
  | { kind: 'early'; arrival: string }
  /** Checking out while the guest still owes `duty`. */
  | { kind: 'owed'; duty: number }
  /** Checking out before `departure` ('YYYY-MM-DD' in the property's zone). */
  | { kind: 'early_departure'; departure: string };

export interface AdvanceWarningInput {
  /** The status the step moves on from. */
  from: BookingStatus;
  /** The arrival day, 'YYYY-MM-DD' in the property's zone (for a group: the latest arrival moved). */
  arrival: string;
  /** The departure day, 'YYYY-MM-DD' in the property's zone (for a group: the latest departure moved). */
  departure: string;
  /** Today, 'YYYY-MM-DD' in the property's zone. */
  today: string;
  /** What the booking (or the group) still owes; 0 or less owes nothing. */
  duty: number;
}

/** The warning to ask before the step from `from`, or null when the step needs no confirmation. */
export function advanceWarning(input: AdvanceWarningInput): AdvanceWarning | null {
  const { from, arrival, departure, today, duty } = input;
  // 'YYYY-MM-DD' strings compare in date order.
  if (from === 'booked' && arrival > today) return { kind: 'early', arrival };
  // Only a stay that has begun by its booked arrival can end early (stay-at-step.ts).
  if (from === 'check_in' && departure > today && arrival <= today)
    return { kind: 'early_departure', departure };
  if (from === 'check_in' && duty > 0) return { kind: 'owed', duty };
  return null;
}
